import { zodResolver } from '@hookform/resolvers/zod';
import {
  can,
  RETAILER_SORTS,
  RetailerInput,
  type Retailer,
  type RetailerSort,
  type RetailerSummary,
  type User,
} from '@dd/contract';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useCreateRetailer,
  useCreateRetailerAccount,
  useRetailer,
  useRetailers,
  useUpdateRetailer,
} from '../../api/retailers';
import { fromSelect, partyListSpec } from './area';
import type { PartyDescriptor, PartyList, PartyScreen } from './descriptor';
import { useDistributorChoice } from './distributor-choice';
import { bodyResolver } from './form';
import { partyResource } from './resource';
import { PartiesPage } from './PartiesPage';
import { DistributorField, DistributorFilter, type RetailerFormValues } from './RetailerFields';
import { clearBlanks, EMPTY_PARTY, partyValues } from './values';

interface RetailerTypes {
  row: Retailer;
  summary: RetailerSummary;
  values: RetailerFormValues;
  body: RetailerInput;
  sort: RetailerSort;
}

function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Retailers (/retailers). An admin sees all retailers; a distributor its own, and its
 * distributor filter holds only itself.
 */
function useRetailersScreen(user: User, list: PartyList<RetailerSort>): PartyScreen<RetailerTypes> {
  const { t } = useTranslation();
  // Any text reaches the URL state; only an id becomes a filter (a bad link shows them all).
  const distributorId = idParam(list.filters.distributorId);
  const choice = useDistributorChoice(user);
  const query = useRetailers({ ...list.query, distributorId: distributorId ?? undefined });
  const data = query.data;
  const preset = choice.locked?.id ?? distributorId;
  return {
    query,
    data: data && { rows: data.retailers, total: data.total, stats: data.stats },
    // A distributor adds retailers only under itself: without a linked distributor it cannot.
    canWrite:
      can(user.userType, 'retailers:write') && (user.userType !== 'distributor' || !!choice.locked),
    filtered: distributorId !== null,
    filterControls: (
      <DistributorFilter
        value={distributorId}
        options={choice.options}
        onChange={(value) => list.setFilter('distributorId', fromSelect(value))}
      />
    ),
    emptyValues: {
      ...EMPTY_PARTY,
      shop_name: '',
      distributor_id: preset === null ? '' : String(preset),
    },
    formLoading: choice.isPending ? t('retailers.form.loadingDistributors') : undefined,
    extraFields: (props) => (
      <DistributorField {...props} distributors={choice.options} locked={choice.locked} />
    ),
  };
}

/** The body the form sends: the distributor a number (none: NaN, which the schema refuses). */
function toBody(values: RetailerFormValues) {
  const id = values.distributor_id;
  return { ...clearBlanks(values), distributor_id: id === '' ? Number.NaN : Number(id) };
}

const retailers: PartyDescriptor<RetailerTypes> = {
  area: 'retailers',
  business: {
    field: 'shop_name',
    texts: (t) => ({ label: t('retailers.fields.shop_name'), header: t('retailers.table.shop') }),
    value: (r) => r.shop_name,
    place: (r) => [r.address, r.city].filter(Boolean).join(', '),
  },
  parent: {
    of: (r) => r.distributor,
    label: (t) => t('retailers.fields.distributor_id'),
    header: (t) => t('retailers.table.distributor'),
    linkLabel: (t) => t('retailers.detail.viewDistributor'),
  },
  icon: Store,
  list: partyListSpec(RETAILER_SORTS, { distributorId: null }),
  sortBy: { info: 'name', business: 'shop_name', status: 'status' },
  useScreen: useRetailersScreen,
  ...partyResource('retailer', useRetailer, useCreateRetailer, useUpdateRetailer),
  useCreateAccount: useCreateRetailerAccount,
  form: {
    ownFields: ['distributor_id'],
    resolver: bodyResolver(zodResolver(RetailerInput), toBody),
    valuesOf: (r) => ({
      ...partyValues(r),
      shop_name: r.shop_name,
      distributor_id: String(r.distributor_id),
    }),
  },
  detail: {},
};

export function RetailersPage() {
  return <PartiesPage descriptor={retailers} />;
}
