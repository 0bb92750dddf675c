import { z } from 'zod';

/** Values exactly as docs/product.md sections 4, 6 and 8 name them. */
export const USER_TYPES = ['admin', 'distributor', 'retailer'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const MACHINE_TYPES = ['POS', 'SOUNDBOX'] as const;
export const MachineType = z.enum(MACHINE_TYPES);
export type MachineType = z.infer<typeof MachineType>;

export const MACHINE_STATUSES = ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE', 'RETIRED'] as const;
export const MachineStatus = z.enum(MACHINE_STATUSES);
export type MachineStatus = z.infer<typeof MachineStatus>;

export const PARTNER_TYPES = ['B2B', 'B2C'] as const;
export const PartnerType = z.enum(PARTNER_TYPES);
export type PartnerType = z.infer<typeof PartnerType>;

export const MANUFACTURERS = ['Telering', 'Everlife'] as const;

export const ORDER_STATUSES = [
  'PENDING',
  'APPROVED',
  'IN_PROGRESS',
  'DELIVERED',
  'CANCELLED',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const ORDER_TYPES = ['MACHINE_ALLOTMENT', 'SOUNDBOX_ALLOTMENT'] as const;
export const OrderType = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderType>;

/** The booking wizard's delivery form options (form only; docs/product.md section 6). */
export const DELIVERY_FORM_STATUSES = ['PENDING', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED'] as const;

export const ASSIGNMENT_STATUSES = ['ACTIVE', 'INACTIVE', 'RETURNED', 'REASSIGNED'] as const;
export const AssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;

/** Distributors, retailers and user accounts. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const AccountStatus = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** Service providers: ACTIVE is green, anything else red (docs/product.md). */
export const PROVIDER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ProviderStatus = z.enum(PROVIDER_STATUSES);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

/** The spec's four report types first, in its order, then the devices-at-the-merchant reports (#16). */
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
] as const;
export const ReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportType>;

export const REPORT_FORMATS = ['csv', 'excel'] as const;
export const ReportFormat = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormat>;

export const THEMES = ['light', 'dark', 'auto'] as const;
export const LANGUAGES = ['en', 'hi', 'gu'] as const;
export const TIME_ZONES = ['Asia/Kolkata', 'UTC', 'America/New_York'] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const TimeZone = z.enum(TIME_ZONES);
export type TimeZone = z.infer<typeof TimeZone>;

export const MIN_PASSWORD_LENGTH = 8;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** Devices at the merchant (#16): activation states, RMA batch and transfer statuses. */
export const ACTIVATION_STATES = ['ALLOTTED', 'INSTALLED', 'ACTIVATED', 'DEACTIVATED'] as const;
export const ActivationState = z.enum(ACTIVATION_STATES);
export type ActivationState = z.infer<typeof ActivationState>;
export const RMA_BATCH_STATUSES = ['SENT', 'RECEIVED_BY_PROVIDER', 'CLOSED'] as const;
export const TRANSFER_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED', 'CANCELLED'] as const;
