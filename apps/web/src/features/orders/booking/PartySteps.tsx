import type { Distributor, Retailer } from '@dd/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SearchInput } from '../../../components/ui/SearchInput';
import { EmptyState, LoadingState } from '../../../components/ui/States';
import { ChoiceCard } from './ChoiceCard';

/** Above this many choices a filter box helps find one. */
const FILTER_FROM = 8;

interface ListState<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

function ListStates<T>({
  list,
  loading,
  empty,
  children,
}: {
  list: ListState<T>;
  loading: string;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // docs/product/texts.md: distributor and retailer fetch failures are only logged (by the page);
  // the list stays empty. A retry button is offered so the user is not stuck.
  if (list.isPending) return <LoadingState label={loading} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={empty}
        action={
          list.isError ? (
            <Button variant="secondary" size="sm" onClick={list.refetch}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return children;
}

function useFilter<T>(items: T[], text: (item: T) => string) {
  const [filter, setFilter] = useState('');
  const term = filter.trim().toLowerCase();
  return {
    filter,
    setFilter,
    shown: term ? items.filter((item) => text(item).toLowerCase().includes(term)) : items,
  };
}

interface Party {
  id: number;
  name: string;
  city?: string | null;
}

interface StepProps<T> {
  list: ListState<T>;
  value: number | null;
  onChange: (id: number) => void;
  labelledBy: string;
}

/** One party to choose, with a filter box when the list is long; `business` is its shop/company. */
function PartyStep<T extends Party>({
  area,
  business,
  list,
  value,
  onChange,
  labelledBy,
}: StepProps<T> & { area: 'distributor' | 'retailer'; business: (party: T) => string }) {
  const { t } = useTranslation();
  const name = useId();
  const { filter, setFilter, shown } = useFilter(
    list.items,
    (p) => `${p.name} ${business(p)} ${p.city ?? ''}`,
  );
  return (
    <ListStates
      list={list}
      loading={t(`booking.${area}.loading`)}
      empty={t(`booking.${area}.empty`)}
    >
      {list.items.length > FILTER_FROM && (
        <SearchInput
          className="mb-4 max-w-sm"
          aria-label={t(`booking.${area}.filter`)}
          placeholder={t(`booking.${area}.filter`)}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 md:grid-cols-2">
        {shown.map((p) => (
          <ChoiceCard
            key={p.id}
            name={name}
            value={p.id}
            title={p.name}
            checked={p.id === value}
            onSelect={() => onChange(p.id)}
          >
            {[business(p), p.city].filter(Boolean).join(' · ')}
          </ChoiceCard>
        ))}
      </div>
    </ListStates>
  );
}

/** Step 1: one distributor (a distributor user is offered only itself). */
export function DistributorStep(props: StepProps<Distributor>) {
  return <PartyStep {...props} area="distributor" business={(d) => d.company_name} />;
}

/** Step 2: one retailer of the chosen distributor. */
export function RetailerStep(props: StepProps<Retailer>) {
  return <PartyStep {...props} area="retailer" business={(r) => r.shop_name} />;
}
