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
import { principalOf } from '../../../plugins/auth';
import type { ModuleDeps } from '../../deps';
import { routeSpec } from '../../route-spec';
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
      description: 'Per event type, in-app and email on or off (defaults where not chosen).',
      response: { 200: NotificationPreferencesResponse },
    }),
    async (request) => ({
      preferences: await preferencesOf(db, principalOf(request).userId),
      emailAvailable,
    }),
  );

  app.put(
    '/notifications/preferences',
    spec(access, {
      description: 'Saves the choices of the listed event types; answers all of them.',
      body: NotificationPreferencesUpdate,
      response: { 200: NotificationPreferencesResponse },
    }),
    async (request) => {
      const userId = principalOf(request).userId;
      await savePreferences(db, userId, request.body.preferences);
      return { preferences: await preferencesOf(db, userId), emailAvailable };
    },
  );
};
