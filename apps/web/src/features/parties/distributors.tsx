import { zodResolver } from '@hookform/resolvers/zod';
import {
  can,
  DISTRIBUTOR_SORTS,
  DistributorInput,
  type Distributor,
  type DistributorSort,
  type DistributorSummary,
  type User,
} from '@dd/contract';
import { Building2 } from 'lucide-react';
import {
  useCreateDistributor,
  useCreateDistributorAccount,
  useDistributor,
  useDistributors,
  useUpdateDistributor,
} from '../../api/distributors';
import { partyListSpec } from './area';
import type { PartyDescriptor, PartyFormValues, PartyList, PartyScreen } from './descriptor';
import { DistributorRetailers } from './DistributorRetailers';
import { bodyResolver } from './form';
import { partyResource } from './resource';
import { PartiesPage } from './PartiesPage';
import { clearBlanks, EMPTY_PARTY, partyValues } from './values';

interface DistributorFormValues extends PartyFormValues {
  company_name: string;
}

interface DistributorTypes {
  row: Distributor;
  summary: DistributorSummary;
  values: DistributorFormValues;
  body: DistributorInput;
  sort: DistributorSort;
}

/** Distributors (/distributors). An admin sees all; a distributor itself. */
function useDistributorsScreen(
  user: User,
  list: PartyList<DistributorSort>,
): PartyScreen<DistributorTypes> {
  const query = useDistributors(list.query);
  const data = query.data;
  return {
    query,
    data: data && { rows: data.distributors, total: data.total, stats: data.stats },
    canWrite: can(user.userType, 'distributors:write'),
    filtered: false,
    emptyValues: { ...EMPTY_PARTY, company_name: '' },
  };
}

const distributors: PartyDescriptor<DistributorTypes> = {
  area: 'distributors',
  business: {
    field: 'company_name',
    texts: (t) => ({
      label: t('distributors.fields.company_name'),
      header: t('distributors.table.company'),
    }),
    value: (d) => d.company_name,
    place: (d) => d.address,
  },
  icon: Building2,
  list: partyListSpec(DISTRIBUTOR_SORTS),
  sortBy: { info: 'name', business: 'company_name', status: 'status' },
  useScreen: useDistributorsScreen,
  ...partyResource('distributor', useDistributor, useCreateDistributor, useUpdateDistributor),
  useCreateAccount: useCreateDistributorAccount,
  form: {
    resolver: bodyResolver(zodResolver(DistributorInput), clearBlanks<DistributorFormValues>),
    valuesOf: (d) => ({ ...partyValues(d), company_name: d.company_name }),
  },
  detail: {
    counts: (s, t) => [{ label: t('distributors.detail.retailers'), value: s.retailers }],
    machinesLink: (t) => t('distributors.detail.viewMachines'),
    Section: DistributorRetailers,
  },
};

export function DistributorsPage() {
  return <PartiesPage descriptor={distributors} />;
}
