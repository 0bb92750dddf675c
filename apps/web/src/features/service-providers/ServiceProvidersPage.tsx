import { ArrowRight, Monitor, Speaker } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, LoadingState } from '../../components/ui/States';
import { useProviders, useProvidersStock } from '../../api/service-providers';
import { LiveStockFigures } from './components/LiveStockFigures';
import { ProviderCard } from './components/ProviderCard';
import { ReceiveStockLinks } from './components/ReceiveStockLinks';
import { providerFigures } from './figures';
import { useLogFailure } from './log-failure';

/** docs/product/screens-devices.md, Service provider selection (/service-providers). */
/** A provider's figure tiles: its POS machines and its soundboxes. */
const FIGURE_TILES = [
  {
    figure: 'pos',
    label: 'providers.posMachines',
    icon: Monitor,
    tone: 'bg-indigo-50 dark:bg-indigo-500/10',
    iconTone: 'text-indigo-600 dark:text-indigo-300',
  },
  {
    figure: 'soundbox',
    label: 'providers.soundboxes',
    icon: Speaker,
    tone: 'bg-green-50 dark:bg-green-500/10',
    iconTone: 'text-green-600 dark:text-green-300',
  },
] as const;

export function ServiceProvidersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groupName = useId();
  const headingId = useId();
  const providers = useProviders();
  const stock = useProvidersStock();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  // Failures are only logged; the list stays empty.
  useLogFailure(providers.error, 'Failed to load service providers');
  useLogFailure(stock.error, 'Failed to load live stock figures');

  const list = providers.data ?? [];
  const liveOf = (id: number) => stock.data?.stock.find((s) => s.serviceProviderId === id);

  return (
    <>
      <PageHeader title={t('pages.serviceProviders.title')} description={t('providers.subtitle')} />

      {providers.isPending ? (
        <Card>
          <LoadingState label={t('providers.loading')} />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState title={t('providers.empty')} hint={t('providers.emptyHint')} />
        </Card>
      ) : (
        <>
          <h2 id={headingId} className="sr-only">
            {t('providers.listLabel')}
          </h2>
          <div role="radiogroup" aria-labelledby={headingId} className="grid gap-4 md:grid-cols-2">
            {list.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                name={groupName}
                checked={provider.id === selectedId}
                onSelect={() => setSelectedId(provider.id)}
              />
            ))}
          </div>

          <div className="mt-6 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
            {selectedId === null && (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t('providers.chooseHint')}
              </p>
            )}
            <Button
              size="lg"
              disabled={selectedId === null}
              onClick={() => void navigate(`/inventory/${selectedId}`)}
            >
              {t('providers.continue')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          </div>

          <section className="mt-10" aria-labelledby={`${headingId}-figures`}>
            <h2
              id={`${headingId}-figures`}
              className="mb-4 text-lg font-semibold text-slate-900 dark:text-white"
            >
              {t('providers.figuresTitle')}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              {list.map((provider) => {
                const figures = providerFigures(provider, list);
                return (
                  <Card key={provider.id} className="p-5">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <h3 className="font-medium text-slate-900 dark:text-white">
                        {provider.name}
                      </h3>
                      <ReceiveStockLinks providerId={provider.id} />
                    </div>
                    <div className="mt-4 grid grid-cols-2 gap-3">
                      {FIGURE_TILES.map((tile) => (
                        <div
                          key={tile.figure}
                          className={`flex items-center gap-3 rounded-lg p-3 ${tile.tone}`}
                        >
                          <tile.icon className={`size-5 ${tile.iconTone}`} aria-hidden="true" />
                          <div>
                            <p className="text-xs text-slate-600 dark:text-slate-400">
                              {t(tile.label)}
                            </p>
                            <p className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white">
                              {figures[tile.figure]}
                            </p>
                          </div>
                        </div>
                      ))}
                    </div>
                    {!stock.isError && (
                      <LiveStockFigures
                        className="mt-3"
                        stock={liveOf(provider.id)}
                        scope={stock.data?.scope}
                      />
                    )}
                  </Card>
                );
              })}
            </div>
          </section>
        </>
      )}
    </>
  );
}
