import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { ErrorState, LoadingState } from '../components/ui/States';

/** The content area while a screen's code loads on a first visit. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}

/**
 * A screen that failed to load or render: most often its code could not be fetched (offline, or
 * a new version was deployed meanwhile), which a reload fixes. The layout around it stays.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card>
      <ErrorState
        title={t('errors.pageLoad')}
        action={
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        }
      />
    </Card>
  );
}

/** The same outside the layout (signed out, or the layout itself failed). */
export function RootRouteError() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <div className="w-full max-w-md">
        <RouteError />
      </div>
    </div>
  );
}
