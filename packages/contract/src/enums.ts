import { z } from 'zod';
import {
  USER_TYPES,
  MACHINE_TYPES,
  MACHINE_STATUSES,
  PARTNER_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  ASSIGNMENT_STATUSES,
  ACCOUNT_STATUSES,
  PROVIDER_STATUSES,
  REPORT_TYPES,
  REPORT_FORMATS,
  THEMES,
  LANGUAGES,
  TIME_ZONES,
  ACTIVATION_STATES,
} from './enum-values';

export * from './enum-values';

export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const MachineType = z.enum(MACHINE_TYPES);
export type MachineType = z.infer<typeof MachineType>;

export const MachineStatus = z.enum(MACHINE_STATUSES);
export type MachineStatus = z.infer<typeof MachineStatus>;

export const PartnerType = z.enum(PARTNER_TYPES);
export type PartnerType = z.infer<typeof PartnerType>;

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderType = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderType>;

export const AssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;

export const AccountStatus = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatus>;

export const ProviderStatus = z.enum(PROVIDER_STATUSES);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

export const ReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportType>;

export const ReportFormat = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormat>;

export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const TimeZone = z.enum(TIME_ZONES);
export type TimeZone = z.infer<typeof TimeZone>;

export const ActivationState = z.enum(ACTIVATION_STATES);
export type ActivationState = z.infer<typeof ActivationState>;
