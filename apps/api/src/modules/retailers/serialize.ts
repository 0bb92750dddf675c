import type { Retailer } from '@dd/contract';
import { distributors, type retailers } from '../../db/schema';

export type RetailerRow = typeof retailers.$inferSelect;
export type RetailerDistributor = NonNullable<Retailer['distributor']>;

/** The nested distributor's columns, for a select joined on the retailer's distributor. */
export const distributorColumns = {
  id: distributors.id,
  name: distributors.name,
  company_name: distributors.companyName,
};

/** A retailer row as the API answers it, with its distributor `{ id, name, company_name }`. */
export function toRetailer(r: RetailerRow, distributor: RetailerDistributor | null): Retailer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    shop_name: r.shopName,
    address: r.address,
    city: r.city,
    state: r.state,
    gst_number: r.gstNumber,
    distributor_id: r.distributorId,
    status: r.status,
    distributor,
    createdAt: r.createdAt.toISOString(),
  };
}
