import type { Distributor } from '@dd/contract';
import type { distributors } from '../../db/schema';

export type DistributorRow = typeof distributors.$inferSelect;

/** A distributor row as the API answers it (SPEC.md field names: `company_name`, `gst_number`). */
export function toDistributor(d: DistributorRow): Distributor {
  return {
    id: d.id,
    name: d.name,
    email: d.email,
    phone: d.phone,
    company_name: d.companyName,
    address: d.address,
    city: d.city,
    state: d.state,
    gst_number: d.gstNumber,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
  };
}
