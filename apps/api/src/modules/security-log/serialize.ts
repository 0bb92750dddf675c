import type { SecurityEvent, SecurityEventType, UserType } from '@dd/contract';
import type { securityEvents } from '../../db/schema';

type EventRow = {
  event: typeof securityEvents.$inferSelect;
  account: { id: number; name: string; email: string; userType: UserType } | null;
  actor: { id: number; name: string } | null;
};

/** A recorded event with its account and actor as the API answers it. */
export function toSecurityEvent({ event, account, actor }: EventRow): SecurityEvent {
  return {
    id: event.id,
    at: event.at.toISOString(),
    type: event.type as SecurityEventType,
    userId: event.userId,
    user: account,
    email: event.email,
    actor,
    ip: event.ip,
    userAgent: event.userAgent,
    details: (event.details as Record<string, unknown> | null) ?? null,
  };
}
