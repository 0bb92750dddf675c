import * as RadixDialog from '@radix-ui/react-dialog';
import type { Notification } from '@dd/contract';
import { X } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../api/notifications';
import { Button, focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { useSession } from '../../api/session';
import { useFormatters } from '../../lib/format';
import { notificationText, relativeTime } from './message';
import { now } from '../../lib/clock';

/** The bell's panel: the caller's notifications, newest first, a page at a time. */
export function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useNotifications(true, unread);
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <RadixDialog.Title className="flex-1 text-base font-semibold text-slate-900 dark:text-white">
          {t('inbox.title')}
        </RadixDialog.Title>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onError: () => toast.error(t('inbox.readFailed')) })
          }
        >
          {markAll.isPending && <Spinner />}
          {t('inbox.markAllRead')}
        </Button>
        <RadixDialog.Close
          aria-label={t('common.close')}
          className={cn(
            'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </RadixDialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <LoadingState label={t('inbox.loading')} />
        ) : list.isError && items.length === 0 ? (
          <ErrorState
            title={t('inbox.error')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState title={t('inbox.empty')} hint={t('inbox.emptyHint')} />
        ) : (
          <>
            <ul
              aria-label={t('inbox.title')}
              className="divide-y divide-slate-100 dark:divide-slate-800"
            >
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onFollow={onClose} />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="flex justify-center border-t border-slate-100 p-3 dark:border-slate-800">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage && <Spinner />}
                  {list.isFetchingNextPage ? t('inbox.loadingOlder') : t('inbox.showOlder')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}

function NotificationItem({
  notification: n,
  onFollow,
}: {
  notification: Notification;
  onFollow: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dates = useFormatters();
  const markRead = useMarkNotificationRead();
  const own = useSession().user?.userType !== 'admin';
  const { text, detail } = notificationText(t, n, own);
  const unread = n.readAt === null;
  const read = () => {
    if (unread) markRead.mutate(n.id, { onError: () => toast.error(t('inbox.readFailed')) });
  };
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">{t('inbox.unread')}: </span>}
        <span
          className={cn(
            'block text-sm break-words',
            unread
              ? 'font-semibold text-slate-900 dark:text-white'
              : 'text-slate-700 dark:text-slate-300',
          )}
        >
          {text}
        </span>
        {detail && (
          <span className="block truncate text-xs text-slate-600 dark:text-slate-300">
            {detail}
          </span>
        )}
        <time
          dateTime={n.at}
          title={dates.dateTime(n.at)}
          className="block text-xs text-slate-600 dark:text-slate-300"
        >
          {relativeTime(n.at, now(), i18n.language, dates.timeZone)}
        </time>
      </span>
    </>
  );
  const rowClass = cn(
    'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60',
    unread && 'bg-indigo-50/60 dark:bg-indigo-500/10',
    focusRing,
    'focus-visible:-outline-offset-2',
  );
  return (
    <li data-testid="notification" data-unread={unread || undefined}>
      {n.link ? (
        <Link
          to={n.link}
          className={rowClass}
          onClick={() => {
            read();
            onFollow();
          }}
        >
          {body}
        </Link>
      ) : (
        <div className={rowClass}>
          {body}
          {unread && (
            <Button variant="ghost" size="sm" onClick={read} disabled={markRead.isPending}>
              {t('inbox.markRead')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
