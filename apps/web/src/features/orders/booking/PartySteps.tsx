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
  // docs/product.md section 7: distributor and retailer fetch failures are only logged (by the page);
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

/** Step 1: one distributor (a distributor user is offered only itself). */
export function DistributorStep({
  list,
  value,
  onChange,
  labelledBy,
}: {
  list: ListState<Distributor>;
  value: number | null;
  onChange: (id: number) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const { filter, setFilter, shown } = useFilter(
    list.items,
    (d) => `${d.name} ${d.company_name} ${d.city ?? ''}`,
  );
  return (
    <ListStates
      list={list}
      loading={t('booking.distributor.loading')}
      empty={t('booking.distributor.empty')}
    >
      {list.items.length > FILTER_FROM && (
        <SearchInput
          className="mb-4 max-w-sm"
          aria-label={t('booking.distributor.filter')}
          placeholder={t('booking.distributor.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 md:grid-cols-2">
        {shown.map((d) => (
          <ChoiceCard
            key={d.id}
            name={name}
            value={d.id}
            title={d.name}
            checked={d.id === value}
            onSelect={() => onChange(d.id)}
          >
            {[d.company_name, d.city].filter(Boolean).join(' · ')}
          </ChoiceCard>
        ))}
      </div>
    </ListStates>
  );
}

/** Step 2: one retailer of the chosen distributor. */
export function RetailerStep({
  list,
  value,
  onChange,
  labelledBy,
}: {
  list: ListState<Retailer>;
  value: number | null;
  onChange: (id: number) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const { filter, setFilter, shown } = useFilter(
    list.items,
    (r) => `${r.name} ${r.shop_name} ${r.city ?? ''}`,
  );
  return (
    <ListStates
      list={list}
      loading={t('booking.retailer.loading')}
      empty={t('booking.retailer.empty')}
    >
      {list.items.length > FILTER_FROM && (
        <SearchInput
          className="mb-4 max-w-sm"
          aria-label={t('booking.retailer.filter')}
          placeholder={t('booking.retailer.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 md:grid-cols-2">
        {shown.map((r) => (
          <ChoiceCard
            key={r.id}
            name={name}
            value={r.id}
            title={r.name}
            checked={r.id === value}
            onSelect={() => onChange(r.id)}
          >
            {[r.shop_name, r.city].filter(Boolean).join(' · ')}
          </ChoiceCard>
        ))}
      </div>
    </ListStates>
  );
}
