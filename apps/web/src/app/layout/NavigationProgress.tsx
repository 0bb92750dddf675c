import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the next screen's code loads (pages load on first visit). It fades
 * in after a moment, so a quick load does not flicker.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="animate-fade-in-late fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100 motion-reduce:animate-none dark:bg-indigo-950"
    >
      <div className="animate-progress h-full w-1/3 bg-indigo-600 motion-reduce:animate-none dark:bg-indigo-400" />
    </div>
  );
}
