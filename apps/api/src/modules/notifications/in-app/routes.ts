import {
  ErrorBody,
  IdParams,
  NotificationListQuery,
  NotificationListResponse,
  NotificationPreferencesResponse,
  NotificationPreferencesUpdate,
  NotificationReadAllRequest,
  UnreadCountResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { principalOf } from '../../../plugins/auth';
import type { ModuleDeps } from '../../deps';
import { routeSpec } from '../../route-spec';
import { deliveryOf, saveDelivery } from '../delivery';
import { listNotifications, markAllRead, markRead, unreadCount } from './inbox';
import { preferencesOf, savePreferences } from './preferences';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const spec = routeSpec('notifications', errors);

export type NotificationsRoutesDeps = ModuleDeps & {
  /** An SMTP server is configured: email switches take effect. */
  emailAvailable: boolean;
};

/** The bell (in-app notifications) and Profile > Notifications: the caller's own only. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesDeps> = async (
  app,
  { db, emailAvailable },
) => {
  const access = { access: 'profile:self' as const };
  const settingsOf = async (tx: Executor, p: Principal) => ({
    preferences: await preferencesOf(tx, p.userId),
    emailAvailable,
    emailDelivery: await deliveryOf(tx, p),
  });

  app.get(
    '/notifications',
    spec(access, {
      description: "The caller's notifications, newest first; unread=true keeps the unread.",
      querystring: NotificationListQuery,
      response: { 200: NotificationListResponse },
    }),
    async (request) => listNotifications(db, principalOf(request).userId, request.query),
  );

  app.get(
    '/notifications/unread-count',
    spec(access, {
      description: "The caller's unread count (the bell polls it).",
      response: { 200: UnreadCountResponse },
    }),
    async (request) => ({ unread: await unreadCount(db, principalOf(request).userId) }),
  );

  app.post(
    '/notifications/:id/read',
    spec(access, {
      description: "Marks one of the caller's notifications read; answers the unread count.",
      params: IdParams,
      response: { 200: UnreadCountResponse },
    }),
    async (request) => ({
      unread: await markRead(db, principalOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/notifications/read-all',
    spec(access, {
      description: "Marks all the caller's notifications read.",
      body: NotificationReadAllRequest,
      response: { 200: UnreadCountResponse },
    }),
    async (request) => ({ unread: await markAllRead(db, principalOf(request).userId) }),
  );

  app.get(
    '/notifications/preferences',
    spec(access, {
      description:
        'Per event type, in-app and email on or off (defaults where not chosen); how emails go out.',
      response: { 200: NotificationPreferencesResponse },
    }),
    async (request) => settingsOf(db, principalOf(request)),
  );

  app.put(
    '/notifications/preferences',
    spec(
      { ...access, errorCodes: ['email_digest_admins_only'] },
      {
        description:
          'Saves the choices of the listed event types and the email delivery (dailyDigest: admins only); answers all of them.',
        body: NotificationPreferencesUpdate,
        response: { 200: NotificationPreferencesResponse },
      },
    ),
    async (request) => {
      const principal = principalOf(request);
      const { preferences, emailDelivery } = request.body;
      return db.transaction(async (tx) => {
        if (emailDelivery) await saveDelivery(tx, principal, emailDelivery);
        if (preferences) await savePreferences(tx, principal.userId, preferences);
        return settingsOf(tx, principal);
      });
    },
  );
};
