import { type DistributorBillingRequest, DistributorBillingResponse } from '@dd/contract';
import { api } from '../lib/api';
import { useGet, useWrite } from './hooks';
import { billingKeys } from './keys';

/** GET /distributors/{id}/billing (admins): its plan per device type, payment terms, TDS certificate. */
export function useDistributorTerms(distributorId: number | null) {
  return useGet(
    billingKeys.distributorTerms(distributorId ?? 0),
    `/distributors/${distributorId}/billing`,
    DistributorBillingResponse,
    { enabled: distributorId !== null },
  );
}

/** PUT /distributors/{id}/billing: the whole of its terms (a plan not named: the default's). */
export function useSaveDistributorTerms(distributorId: number) {
  return useWrite('billingWrite', (body: DistributorBillingRequest) =>
    api.put(`/distributors/${distributorId}/billing`, body, { schema: DistributorBillingResponse }),
  );
}
