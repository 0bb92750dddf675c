import { useTranslation } from 'react-i18next';
import { useShownDataSince } from '../../api/offline-status';
import { useFormatters } from '../../lib/format';

/**
 * Shown while the browser has no network (decision 0155): the screen shows the answers it last
 * read, kept on the device, and says from when. Loaded only when the network goes (AppLayout).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const since = useShownDataSince();
  const { dateTime } = useFormatters();
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 sm:px-6 lg:px-8 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {since === null
        ? t('offline.bannerNoData')
        : t('offline.banner', { time: dateTime(new Date(since)) })}
    </p>
  );
}
