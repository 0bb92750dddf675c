import { X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../../api/cache';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { useRouteHandle } from '../route-handle';
import { useUser, useSession } from '../../api/session';
import { Brand } from '../../components/Brand';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { SidebarNav } from './Sidebar';

/** The offline banner's code is fetched when the network goes (the service worker holds it). */
const OfflineBanner = lazy(() =>
  import('./OfflineBanner').then((m) => ({ default: m.OfflineBanner })),
);

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The frame of every signed-in screen: sidebar (a drawer below 768px), header, content. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const { logout } = useSession();
  const online = useOnline();
  const handle = useRouteHandle();
  const title = handle ? t(`pages.${handle.page}.title`) : '';
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const pageLoading = useNavigation().state === 'loading';

  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  // While the drawer is open: focus moves into it, Escape closes it, Tab stays inside it.
  useEffect(() => {
    if (!menuOpen) return;
    closeButtonRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeMenu();
        return;
      }
      if (event.key !== 'Tab' || !drawerRef.current) return;
      const items = Array.from(drawerRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [menuOpen, closeMenu]);

  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <NavigationProgress />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>

      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col lg:w-72 border-r border-slate-200 bg-white md:flex dark:border-slate-800 dark:bg-slate-900">
        <div className="flex min-h-16 items-center border-b border-slate-200 px-4 py-2 dark:border-slate-800">
          <Brand />
        </div>
        <SidebarNav userType={user.userType} />
      </aside>

      {/* Phone drawer */}
      {menuOpen ? (
        <div className="md:hidden">
          <div
            aria-hidden="true"
            onClick={closeMenu}
            className="animate-fade-in fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm motion-reduce:animate-none"
          />
          <div
            id="mobile-sidebar"
            ref={drawerRef}
            role="dialog"
            aria-modal="true"
            aria-label={t('layout.mainNavigation')}
            className="animate-slide-in fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl motion-reduce:animate-none dark:bg-slate-900"
          >
            <div className="flex min-h-16 items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
              <Brand />
              <button
                ref={closeButtonRef}
                type="button"
                onClick={closeMenu}
                aria-label={t('layout.closeMenu')}
                className={cn(
                  'rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <SidebarNav
              userType={user.userType}
              onNavigate={() => {
                setMenuOpen(false);
                mainRef.current?.focus();
              }}
            />
          </div>
        </div>
      ) : null}

      <div className="flex min-h-dvh flex-col md:pl-64 lg:pl-72">
        <Header
          title={title}
          user={user}
          onLogout={logout}
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          menuButtonRef={menuButtonRef}
        />
        {online ? null : (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
        <main
          ref={mainRef}
          id="main-content"
          tabIndex={-1}
          aria-busy={pageLoading}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-7xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
