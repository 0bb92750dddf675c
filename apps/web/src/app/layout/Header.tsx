import type { User } from '@dd/contract';
import { LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';
import { NotificationBell } from '../../features/notifications/NotificationBell';

/** The offline queue's button and sender: fetched after the first screen (decision 0155). */
const OfflineQueue = lazy(() =>
  import('./OfflineQueue').then((m) => ({ default: m.OfflineQueue })),
);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function Header({
  title,
  user,
  onLogout,
  onOpenMenu,
  menuOpen,
  menuButtonRef,
}: {
  title: string;
  user: User;
  onLogout: () => Promise<void>;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButtonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await onLogout();
    } finally {
      setBusy(false);
    }
  };

  return (
    <header className="sticky top-0 z-20 flex min-h-16 items-center py-2 gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8 dark:border-slate-800 dark:bg-slate-900/90">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenMenu}
        aria-label={t('layout.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="mobile-sidebar"
        className={cn(
          '-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>

      {/* A long title (Hindi, Gujarati, a phone) wraps instead of being cut. */}
      <p
        data-testid="page-title"
        className="min-w-0 flex-1 text-base leading-tight font-semibold break-words text-slate-900 sm:text-lg dark:text-white"
      >
        {title}
      </p>

      <Suspense fallback={null}>
        <OfflineQueue />
      </Suspense>
      <NotificationBell />

      <section aria-label={t('layout.account')} className="flex items-center gap-3">
        <div className="hidden text-right sm:block">
          <p className="max-w-48 truncate text-sm font-medium text-slate-900 dark:text-white">
            {user.name}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t(`userType.${user.userType}`)}
          </p>
        </div>
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300"
        >
          {initials(user.name)}
        </span>
        <span className="sr-only sm:hidden">
          {user.name}, {t(`userType.${user.userType}`)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void logout()}
          disabled={busy}
          aria-label={t('layout.logout')}
        >
          {busy ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
          <span className="hidden sm:inline">{t('layout.logout')}</span>
        </Button>
      </section>
    </header>
  );
}
