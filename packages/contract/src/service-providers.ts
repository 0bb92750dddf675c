import { z } from 'zod';
import {
  MACHINE_STATUSES,
  MACHINE_TYPES,
  MachineStatus,
  MachineType,
  ProviderStatus,
} from './enums';
import {
  Address,
  Count,
  createAndUpdate,
  Email,
  filterOrAll,
  IntId,
  IsoDateTime,
  line,
  listQuery,
  Phone,
} from './common';
import { Machine } from './machines';

export const ServiceProvider = z.object({
  id: IntId,
  name: z.string(),
  company_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: ProviderStatus,
  createdAt: IsoDateTime,
});
export type ServiceProvider = z.infer<typeof ServiceProvider>;

/** GET /service-providers answers a plain list (the spec's client reads a list). */
export const ServiceProviderList = z.array(ServiceProvider);
export type ServiceProviderList = z.infer<typeof ServiceProviderList>;

/** GET /service-providers/{id} answers the provider object itself. */
export const ServiceProviderResponse = ServiceProvider;
export type ServiceProviderResponse = ServiceProvider;

const providerFields = {
  name: line(100).min(1, 'Name is required'),
  company_name: line(200).min(1, 'Company name is required'),
  email: Email.nullable().optional(),
  phone: Phone.nullable().optional(),
  address: Address.nullable().optional(),
  status: ProviderStatus,
};

export const { create: ServiceProviderInput, update: ServiceProviderUpdate } = createAndUpdate(
  providerFields,
  { status: ProviderStatus.default('ACTIVE') },
);
export type ServiceProviderInput = z.infer<typeof ServiceProviderInput>;
export type ServiceProviderUpdate = z.infer<typeof ServiceProviderUpdate>;

export const INVENTORY_SORTS = ['serialNumber', 'model', 'status'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export const InventoryQuery = listQuery(INVENTORY_SORTS, {
  status: filterOrAll(MACHINE_STATUSES),
  type: filterOrAll(MACHINE_TYPES),
});
export type InventoryQuery = z.infer<typeof InventoryQuery>;

export const InventoryResponse = z.object({
  inventory: z.object({ pos: z.array(Machine), soundbox: z.array(Machine) }),
  total: Count,
  counts: z.object({ pos: Count, soundbox: Count, available: Count, assigned: Count }),
  /** AVAILABLE machines matching the type and search (all pages): "Select all N available". */
  availableMatching: Count.optional(),
});
export type InventoryResponse = z.infer<typeof InventoryResponse>;

/**
 * Live stock figures of one provider, counted from the database (docs/product/screens-devices.md,
 * "Live stock figures"). The buckets are mutually exclusive; RETIRED devices are in none.
 * `awaitingReceipt` is null for callers who may not see receipts (non-admins).
 */
export const ProviderStock = z.object({
  serviceProviderId: IntId,
  inStock: Count,
  booked: Count,
  inTransit: Count,
  atRetailers: Count,
  withDistributors: Count,
  maintenance: Count,
  awaitingReceipt: Count.nullable(),
});
export type ProviderStock = z.infer<typeof ProviderStock>;

/** `all`: every device of the provider (admin); `yours`: its stock plus what you hold. */
export const StockScope = z.enum(['all', 'yours']);
export type StockScope = z.infer<typeof StockScope>;

/** GET /service-providers/{id}/stock. */
export const ProviderStockResponse = ProviderStock.extend({ scope: StockScope });
export type ProviderStockResponse = z.infer<typeof ProviderStockResponse>;

/** GET /service-providers/stock: every provider's figures, by provider id. */
export const ProviderStockList = z.object({ scope: StockScope, stock: z.array(ProviderStock) });
export type ProviderStockList = z.infer<typeof ProviderStockList>;

/** The most machines one booking takes (the contract's MachineIds). */
export const MAX_BOOKING_MACHINES = 1000;

export const InventoryAvailableQuery = InventoryQuery.pick({ type: true, search: true });
export type InventoryAvailableQuery = z.infer<typeof InventoryAvailableQuery>;

/** Every AVAILABLE machine of the filter, in the booking selection's small shape. */
export const InventoryAvailableResponse = z.object({
  machines: z.array(
    z.object({
      id: z.number().int(),
      serialNumber: z.string(),
      model: z.string(),
      manufacturer: z.string(),
      type: MachineType,
      status: MachineStatus,
    }),
  ),
  total: Count,
});
export type InventoryAvailableResponse = z.infer<typeof InventoryAvailableResponse>;
