import type {
  EmailDelivery,
  NotificationPreference,
  NotificationPreferencesUpdate,
  UserType,
} from '@dd/contract';
import { Info } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../../api/notifications';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { EmailDeliveryChoice } from './EmailDeliveryChoice';
import { notificationGroupsFor } from './notification-settings';
import { Section } from './Section';

type Channel = 'inApp' | 'email';

/**
 * Per event type, in-app and email switches, and (admins) how the emails go out, saved on the
 * server as they are changed.
 */
export function NotificationsSection({ role }: { role: UserType }) {
  const { t } = useTranslation();
  const prefs = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();

  const send = (update: NotificationPreferencesUpdate) =>
    save.mutate(update, {
      onSuccess: () => toast.success(t('inbox.preferences.saved'), { id: 'notification-settings' }),
      onError: () => toast.error(t('inbox.preferences.failed'), { id: 'notification-settings' }),
    });
  const flip = (p: NotificationPreference, channel: Channel) =>
    send({ preferences: [{ ...p, [channel]: !p[channel] }] });
  const deliver = (emailDelivery: EmailDelivery) => send({ emailDelivery });

  return (
    <Section
      title={t('inbox.preferences.heading')}
      description={t('inbox.preferences.description')}
    >
      {prefs.isPending ? (
        <LoadingState label={t('inbox.preferences.loading')} />
      ) : prefs.isError ? (
        <ErrorState title={t('inbox.preferences.error')} onRetry={() => void prefs.refetch()} />
      ) : (
        <>
          {!prefs.data.emailAvailable && (
            <p className="mb-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('inbox.preferences.emailUnavailable')}
            </p>
          )}
          {role === 'admin' && (
            <EmailDeliveryChoice
              value={prefs.data.emailDelivery}
              disabled={save.isPending || !prefs.data.emailAvailable}
              onChange={deliver}
            />
          )}
          <div className="space-y-6">
            {notificationGroupsFor(role, prefs.data.preferences).map(({ group, items }) => (
              <section key={group} aria-labelledby={`notification-group-${group}`}>
                <div className="grid grid-cols-[1fr_4rem_4rem] items-end gap-2 border-b border-slate-200 pb-2 dark:border-slate-800">
                  <h3
                    id={`notification-group-${group}`}
                    className="text-sm font-semibold text-slate-900 dark:text-white"
                  >
                    {t(`inbox.groups.${group}`)}
                  </h3>
                  <span aria-hidden="true" className="text-center text-xs text-slate-500">
                    {t('inbox.preferences.inApp')}
                  </span>
                  <span aria-hidden="true" className="text-center text-xs text-slate-500">
                    {t('inbox.preferences.email')}
                  </span>
                </div>
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {items.map((p) => {
                    const label = t(
                      `inbox.types.${p.type.replace('.', '_')}` as 'inbox.types.order_created',
                    );
                    return (
                      <li
                        key={p.type}
                        className="grid grid-cols-[1fr_4rem_4rem] items-center gap-2 py-2.5"
                      >
                        <span className="min-w-0 text-sm break-words text-slate-700 dark:text-slate-300">
                          {label}
                        </span>
                        {(['inApp', 'email'] as const).map((channel) => {
                          // Without email on the server no email goes out, whatever was chosen.
                          const off = channel === 'email' && !prefs.data.emailAvailable;
                          return (
                            <span key={channel} className="flex justify-center">
                              <Switch
                                on={!off && p[channel]}
                                disabled={save.isPending || off}
                                label={t('inbox.preferences.switchLabel', {
                                  channel: t(`inbox.preferences.${channel}`),
                                  type: label,
                                })}
                                onToggle={() => flip(p, channel)}
                              />
                            </span>
                          );
                        })}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}

function Switch({
  on,
  disabled,
  label,
  onToggle,
}: {
  on: boolean;
  disabled: boolean;
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none',
        focusRing,
        on ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-slate-300 dark:bg-slate-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          on ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
