import type { DispatchedEvent } from '../../src/platform/outbox';

/**
 * An outbox event as the renderers get it: order 12 of distributor 1 delivered on 2026-11-24,
 * with `over` changed.
 */
export const dispatchedEvent = (over: Partial<DispatchedEvent> = {}): DispatchedEvent => ({
  id: 1,
  eventId: '7b0c2a52-1d7e-4a55-9a43-0a3c2bd1f001',
  type: 'order.delivered',
  at: new Date('2026-11-24T10:00:00Z'),
  actorUserId: null,
  distributorId: 1,
  retailerId: null,
  userId: null,
  entityType: 'order',
  entityId: 12,
  payload: {},
  dispatchedAt: null,
  ...over,
});
