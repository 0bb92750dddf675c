import { BUSINESS_TIME_ZONE, type User } from '@dd/contract';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never the password hash. */
export function toPublicUser(u: UserRow): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    userType: u.userType,
    phone: u.phone,
    status: u.status,
    distributorId: u.distributorId,
    retailerId: u.retailerId,
    preferences: {
      theme: (u.preferences.theme ?? 'light') as User['preferences']['theme'],
      language: (u.preferences.language ?? 'en') as User['preferences']['language'],
      timezone: (u.preferences.timezone ?? BUSINESS_TIME_ZONE) as User['preferences']['timezone'],
    },
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled: u.twoFactorEnabledAt !== null,
  };
}
