import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../api/notifications';
import { loadEnglishTexts } from '../../i18n';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

// The panel's texts include the security log's event names (profile area): the screens' texts.
const loadDialog = () =>
  Promise.all([import('./NotificationDialog'), loadEnglishTexts()]).then(([module]) => module);
const NotificationDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.NotificationDialog })),
);

/** What the badge says: the count, capped. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell: the caller's unread count (polled), and the panel of their notifications.
 * The panel (a dialog) is loaded on the first hover, focus or click of the bell, and stays mounted
 * after its first opening.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount().data ?? 0;
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="notification-bell"
        aria-label={unread > 0 ? t('layout.bellUnread', { count: unread }) : t('layout.bell')}
        className={cn(
          'relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NotificationDialog open={open} onOpenChange={setOpen} unread={unread} bell={bell} />
        </Suspense>
      )}
    </>
  );
}
