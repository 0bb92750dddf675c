import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { NOTIFICATION_CHANNELS, useNotificationSettings } from './notification-settings';
import { Section } from './Section';

/** Email / SMS / push toggles, kept in this browser only (there is no server setting yet). */
export function NotificationsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const { settings, toggle } = useNotificationSettings(userId);
  return (
    <Section title={t('profile.notifications.heading')}>
      <p className="mb-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('profile.notifications.deviceNote')}
      </p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {NOTIFICATION_CHANNELS.map((channel) => {
          const on = settings[channel];
          return (
            <li key={channel} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p
                  id={`${id}-${channel}-label`}
                  className="text-sm font-medium text-slate-900 dark:text-white"
                >
                  {t(`profile.notifications.${channel}.label`)}
                </p>
                <p
                  id={`${id}-${channel}-description`}
                  className="text-sm text-slate-600 dark:text-slate-400"
                >
                  {t(`profile.notifications.${channel}.description`)}
                </p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`${id}-${channel}-label`}
                aria-describedby={`${id}-${channel}-description`}
                onClick={() => toggle(channel)}
                className={cn(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none',
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
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
