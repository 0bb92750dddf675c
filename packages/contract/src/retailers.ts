import { z } from 'zod';
import { AccountStatus } from './enums';
import {
  counts,
  createAndUpdate,
  IdFilter,
  IntId,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
} from './common';
import { AccountStats, partyFields, partyListFilters } from './distributors';
import { partyIdentityAnswer } from './identity';

export const Retailer = z.object({
  id: IntId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  shop_name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gst_number: z.string().nullable(),
  ...partyIdentityAnswer,
  distributor_id: IntId,
  status: AccountStatus,
  distributor: z.object({ id: IntId, name: z.string(), company_name: z.string() }).nullable(),
  createdAt: IsoDateTime,
});
export type Retailer = z.infer<typeof Retailer>;

export const RetailerStats = AccountStats;
export type RetailerStats = AccountStats;

export const RETAILER_SORTS = ['name', 'shop_name', 'createdAt', 'status'] as const;
export type RetailerSort = (typeof RETAILER_SORTS)[number];

export const RetailerListQuery = listQuery(RETAILER_SORTS, {
  ...partyListFilters,
  distributorId: IdFilter,
});
export type RetailerListQuery = z.infer<typeof RetailerListQuery>;

export const RetailerListResponse = listResponse('retailers', Retailer, RetailerStats);
export type RetailerListResponse = z.infer<typeof RetailerListResponse>;

const retailerFields = {
  ...partyFields,
  shop_name: line(200).min(1, 'Shop name is required'),
  distributor_id: IntId,
};

export const { create: RetailerInput, update: RetailerUpdate } = createAndUpdate(retailerFields, {
  status: AccountStatus.default('ACTIVE'),
});
export type RetailerInput = z.infer<typeof RetailerInput>;
export type RetailerUpdate = z.infer<typeof RetailerUpdate>;

/** Counts for the detail view of one retailer (what it currently holds and has done). */
export const RetailerSummary = counts('machines', 'activeAssignments', 'orders');
export type RetailerSummary = z.infer<typeof RetailerSummary>;

/** `GET /retailers/:id` adds `summary`; the writes answer only `{ retailer }`. */
export const RetailerResponse = z.object({
  retailer: Retailer,
  summary: RetailerSummary.optional(),
});
export type RetailerResponse = z.infer<typeof RetailerResponse>;
