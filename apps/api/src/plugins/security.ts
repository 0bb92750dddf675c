import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer and a per-IP request budget. The CSP allows no inline
 * script at all; inline *styles* are allowed because the toast library injects its styles.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { rateLimitPerMinute: number }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
    });
    if (opts.rateLimitPerMinute > 0) {
      await app.register(rateLimit, {
        max: opts.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_req, ctx) => ({
          statusCode: 429,
          error: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
        }),
      });
    }
  },
);
