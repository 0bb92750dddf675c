import { z } from 'zod';
import { ACCOUNT_STATUSES, AccountStatus } from './enums';
import {
  Address,
  Count,
  counts,
  createAndUpdate,
  Email,
  filterOrAll,
  IntId,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
  Name,
  Phone,
  Place,
} from './common';
import { NewPassword, User } from './auth';
import { KYC_STATUSES, partyIdentityAnswer, partyIdentityFields } from './identity';

export const Distributor = z.object({
  id: IntId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gst_number: z.string().nullable(),
  ...partyIdentityAnswer,
  status: AccountStatus,
  createdAt: IsoDateTime,
});
export type Distributor = z.infer<typeof Distributor>;

/** total / active / inactive, shared by distributors and retailers. */
export const AccountStats = z.object({ total: Count, active: Count, inactive: Count });
export type AccountStats = z.infer<typeof AccountStats>;

export const DistributorStats = AccountStats;
export type DistributorStats = AccountStats;

export const DISTRIBUTOR_SORTS = ['name', 'company_name', 'createdAt', 'status'] as const;
export type DistributorSort = (typeof DISTRIBUTOR_SORTS)[number];

/** The distributors' and retailers' lists filter by account status and KYC status. */
export const partyListFilters = {
  status: filterOrAll(ACCOUNT_STATUSES),
  kyc: filterOrAll(KYC_STATUSES),
};

export const DistributorListQuery = listQuery(DISTRIBUTOR_SORTS, partyListFilters);
export type DistributorListQuery = z.infer<typeof DistributorListQuery>;

export const DistributorListResponse = listResponse('distributors', Distributor, DistributorStats);
export type DistributorListResponse = z.infer<typeof DistributorListResponse>;

/** Fields shared by distributor and retailer bodies (no defaults: see the Update schemas). */
export const partyFields = {
  name: Name,
  email: Email,
  phone: Phone,
  address: Address,
  city: Place.nullable().optional(),
  state: Place.nullable().optional(),
  ...partyIdentityFields,
  status: AccountStatus,
};

const distributorFields = {
  ...partyFields,
  company_name: line(200).min(1, 'Company name is required'),
};

export const { create: DistributorInput, update: DistributorUpdate } = createAndUpdate(
  distributorFields,
  { status: AccountStatus.default('ACTIVE') },
);
export type DistributorInput = z.infer<typeof DistributorInput>;
export type DistributorUpdate = z.infer<typeof DistributorUpdate>;

/** Counts for the detail view of one distributor (what it currently holds and has done). */
export const DistributorSummary = counts('retailers', 'machines', 'activeAssignments', 'orders');
export type DistributorSummary = z.infer<typeof DistributorSummary>;

/** `GET /distributors/:id` adds `summary`; the writes answer only `{ distributor }`. */
export const DistributorResponse = z.object({
  distributor: Distributor,
  summary: DistributorSummary.optional(),
});
export type DistributorResponse = z.infer<typeof DistributorResponse>;

/** Creates a sign-in account for a distributor or retailer; answers { user }. */
export const CreateAccountRequest = z.strictObject({
  email: Email,
  name: Name.optional(),
  password: NewPassword,
});
export type CreateAccountRequest = z.infer<typeof CreateAccountRequest>;

export const CreateAccountResponse = z.object({ user: User });
export type CreateAccountResponse = z.infer<typeof CreateAccountResponse>;
