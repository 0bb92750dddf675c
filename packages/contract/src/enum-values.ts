import { BUSINESS_TIME_ZONE } from './business-time';

/**
 * Values exactly as docs/product/api.md, rules.md and texts.md name them. Without zod: the web's first
 * load imports them through `@dd/contract/values`; `enums.ts` builds the schemas from them.
 */
export const USER_TYPES = ['admin', 'distributor', 'retailer'] as const;
export const MACHINE_TYPES = ['POS', 'SOUNDBOX'] as const;
export const MACHINE_STATUSES = ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE', 'RETIRED'] as const;
export const PARTNER_TYPES = ['B2B', 'B2C'] as const;
export const MANUFACTURERS = ['Telering', 'Everlife'] as const;
export const ORDER_STATUSES = [
  'PENDING',
  'APPROVED',
  'IN_PROGRESS',
  'DELIVERED',
  'CANCELLED',
] as const;
export const ORDER_TYPES = ['MACHINE_ALLOTMENT', 'SOUNDBOX_ALLOTMENT'] as const;
export const ASSIGNMENT_STATUSES = ['ACTIVE', 'INACTIVE', 'RETURNED', 'REASSIGNED'] as const;
/** Distributors, retailers and user accounts. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** Service providers: ACTIVE is green, anything else red (docs/product/screens-devices.md). */
export const PROVIDER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/**
 * The spec's four report types first, in its order, then the devices-at-the-merchant reports
 * (#16), then billing's: the receivables ageing and the registers of its documents (#49).
 */
export const REPORT_TYPES = [
  'assignments',
  'machines',
  'distributors',
  'retailers',
  'activation',
  'idle',
  'swaps',
  'rma',
  'transfers',
  'receivables',
  'invoice-register',
  'credit-note-register',
  'refund-voucher-register',
  'payment-register',
  'tds-register',
] as const;
export const REPORT_FORMATS = ['csv', 'excel'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const LANGUAGES = ['en', 'hi', 'gu'] as const;
export const TIME_ZONES = [BUSINESS_TIME_ZONE, 'UTC', 'America/New_York'] as const;
export const MIN_PASSWORD_LENGTH = 8;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Devices at the merchant (#16): activation states, RMA batch and transfer statuses. */
export const ACTIVATION_STATES = ['ALLOTTED', 'INSTALLED', 'ACTIVATED', 'DEACTIVATED'] as const;
export const RMA_BATCH_STATUSES = ['SENT', 'RECEIVED_BY_PROVIDER', 'CLOSED'] as const;
export const TRANSFER_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED', 'CANCELLED'] as const;

export type UserType = (typeof USER_TYPES)[number];
export type Language = (typeof LANGUAGES)[number];
/** Whether a stored or asked-for value is one of our languages. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
/** A stored or asked-for language as one we write: English when it is none of ours. */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');
export type OrderStatus = (typeof ORDER_STATUSES)[number];
