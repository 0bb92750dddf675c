import { z } from 'zod';
import { Phrase } from './phrases';
import { MachineType, ORDER_STATUSES, OrderStatus, OrderType } from './enums';
import {
  Count,
  counts,
  filterOrAll,
  Id,
  IntId,
  IsoDate,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
  MachineIds,
  NewestLimit,
  Notes,
  Phone,
} from './common';
import { DeliveryConfirmation, OrderDetailMachine, OrderHandover, OrderReceipt } from './handover';

export const OrderMachine = z.object({
  id: IntId,
  serialNumber: z.string(),
  type: MachineType,
  model: z.string(),
});
export type OrderMachine = z.infer<typeof OrderMachine>;

export const PartyRef = z.object({ id: IntId, name: z.string() });
export type PartyRef = z.infer<typeof PartyRef>;

const NameOnly = z.object({ name: z.string() });

export const Order = z.object({
  id: IntId,
  order_number: z.string(),
  status: OrderStatus,
  orderType: OrderType,
  notes: z.string().nullable(),
  expectedDeliveryDate: IsoDate.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  quantity: Count,
  machine_type: MachineType.nullable(),
  model: z.string().nullable(),
  serviceProviderId: IntId.nullable(),
  distributor: PartyRef,
  retailer: PartyRef.nullable(),
  /** Aliases the spec's client reads (distributors.name, retailers.name). */
  distributors: NameOnly,
  retailers: NameOnly.nullable(),
  machines: z.array(OrderMachine),
  deliveryAddress: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

export type OrderWithoutAliases = Omit<Order, 'distributors' | 'retailers'>;

/** Adds the `distributors` / `retailers` aliases old clients read. */
export function withOrderAliases<T extends OrderWithoutAliases>(
  o: T,
): T & Pick<Order, 'distributors' | 'retailers'> {
  return {
    ...o,
    distributors: { name: o.distributor.name },
    retailers: o.retailer ? { name: o.retailer.name } : null,
  };
}

export const OrderStats = counts(
  'total',
  'pending',
  'approved',
  'inProgress',
  'delivered',
  'cancelled',
);
export type OrderStats = z.infer<typeof OrderStats>;

export const ORDER_SORTS = ['createdAt', 'order_number', 'expectedDeliveryDate', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const OrderListQuery = listQuery(ORDER_SORTS, {
  status: filterOrAll(ORDER_STATUSES),
  limit: NewestLimit,
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderListResponse = listResponse('orders', Order, OrderStats);
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** The order type of a booking of devices of this type (every device of an order is of it). */
export const ORDER_TYPE_OF: Record<MachineType, OrderType> = {
  POS: 'MACHINE_ALLOTMENT',
  SOUNDBOX: 'SOUNDBOX_ALLOTMENT',
};

/** The order type the selected devices call for, or null when they are of more than one type. */
export function orderTypeFor(types: readonly MachineType[]): OrderType | null {
  const kinds = new Set(types.map((type) => ORDER_TYPE_OF[type]));
  return kinds.size === 1 ? [...kinds][0]! : null;
}

/** POST /orders. Not strict: old clients send extra fields. */
export const CreateOrderRequest = z.object({
  distributorId: Id,
  retailerId: Id,
  serviceProviderId: Id,
  orderType: OrderType,
  quantity: z.number().int().min(1).optional(),
  machineType: MachineType.optional(),
  model: line(100).optional(),
  notes: Notes.nullable().optional(),
  /** Accepted for compatibility, ignored: the author comes from the session. */
  createdBy: z.unknown().optional(),
  machineIds: MachineIds.optional(),
  expectedDeliveryDate: IsoDate.optional(),
  deliveryAddress: z.string().trim().max(500).nullable().optional(),
  contactPerson: line(100).nullable().optional(),
  contactPhone: Phone.nullable().optional(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

export const CreateOrderResponse = z.object({
  success: z.literal(true),
  id: IntId,
  order: Order,
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

export const OrderStatusUpdateRequest = z.object({
  status: OrderStatus,
  notes: Notes.nullable().optional(),
});
export type OrderStatusUpdateRequest = z.infer<typeof OrderStatusUpdateRequest>;

export const OrderTimelineEntry = z.object({
  id: IntId,
  status: OrderStatus,
  /** What the person who made the change wrote. */
  notes: z.string().nullable(),
  /** What the server wrote (the creation: orderCreated), shown in the reader's language. */
  phrase: Phrase.nullable(),
  at: IsoDateTime,
  by: z.object({ id: IntId.nullable(), name: z.string().nullable() }),
  /** DELIVERED entries: confirmed with the hand-over code, or marked without confirmation. */
  confirmation: DeliveryConfirmation,
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

export const OrderDetail = Order.extend({
  serviceProvider: z.object({ id: IntId, name: z.string(), company_name: z.string() }).nullable(),
  timeline: z.array(OrderTimelineEntry),
  machines: z.array(OrderDetailMachine),
  /** The hand-over code's state (null: none issued yet); the code itself only for admins. */
  handover: OrderHandover.nullable(),
  /** Receipt confirmed with the code (null: not confirmed). */
  receipt: OrderReceipt.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ order: OrderDetail });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

/** PUT /orders/{id}/status answers the updated order with its timeline. */
export const OrderStatusUpdateResponse = OrderDetailResponse;
export type OrderStatusUpdateResponse = OrderDetailResponse;

/** PENDING -> APPROVED -> IN_PROGRESS -> DELIVERED; any open order -> CANCELLED. */
export const ORDER_TRANSITIONS = {
  PENDING: ['APPROVED', 'CANCELLED'],
  APPROVED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Orders that can still move: every status with a next step (not DELIVERED or CANCELLED). */
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS[s].length > 0);

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  const next: readonly OrderStatus[] = ORDER_TRANSITIONS[from];
  return next.includes(to);
}
