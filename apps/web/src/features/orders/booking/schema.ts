import { CreateOrderRequest } from '@dd/contract';
import { today } from '../../../lib/clock';

const DetailsBase = CreateOrderRequest.pick({
  notes: true,
  deliveryAddress: true,
  contactPerson: true,
  contactPhone: true,
  expectedDeliveryDate: true,
});

/**
 * Step 3, Order Details, checked with the contract's own field rules. There is no quantity or
 * order type to choose: the order books every selected machine, so its quantity is their number
 * and its type follows theirs (orderTypeFor).
 */
export const detailsSchema = DetailsBase.refine(
  (v) => !v.expectedDeliveryDate || v.expectedDeliveryDate >= today(),
  { path: ['expectedDeliveryDate'], message: 'The expected delivery date cannot be in the past' },
);

type DetailsSchema = typeof detailsSchema;
/** The Order Details form's values (what the inputs hold) and the checked result. */
export type DetailsInput = DetailsSchema['_zod']['input'];
export type DetailsOutput = DetailsSchema['_zod']['output'];

/** Empty text fields are "not given" (undefined), not an empty string the rules would reject. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
