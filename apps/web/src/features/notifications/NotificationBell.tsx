import * as RadixDialog from '@radix-ui/react-dialog';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../api/notifications';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { NotificationPanel } from './NotificationPanel';

/** What the badge says: the count, capped. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell: the caller's unread count (polled), and the panel of their notifications.
 * The panel is a dialog: Escape or a click outside closes it and the focus returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <button
          type="button"
          data-testid="notification-bell"
          aria-label={unread > 0 ? t('inbox.bellUnread', { count: unread }) : t('inbox.bell')}
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
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/20 sm:bg-transparent" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:right-4 sm:left-auto sm:w-[26rem] dark:border-slate-700 dark:bg-slate-900"
        >
          <NotificationPanel unread={unread} onClose={() => setOpen(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
