import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '@dd/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeErrorCodes } from './openapi-errors';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The contract's schemas, plus each route's error answers: per status the codes it can return,
 * in the description and as `x-error-codes` (codes: the contract's ERROR_CODES).
 */
function withErrorCodes(input: TransformInput) {
  const route = input.route as unknown as {
    method?: string | string[];
    config?: { access?: string; errorCodes?: never[] };
  };
  const codes = routeErrorCodes({
    url: input.url,
    method: route.method,
    schema: (input.schema ?? {}) as Record<string, unknown>,
    config: route.config,
  });
  const response = { ...((input.schema?.response ?? {}) as Record<string, unknown>) };
  for (const status of Object.keys(codes)) response[status] ??= ErrorBody;
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const documented = (out.schema.response ?? {}) as Record<string, Record<string, unknown>>;
  for (const [status, list] of Object.entries(codes)) {
    const answer = documented[status];
    if (!answer) continue;
    documented[status] = {
      ...answer,
      description: `Error codes: ${list.join(', ')}`,
      'x-error-codes': list,
    };
  }
  // A public route (sign-in, health) needs no token: the global requirement is lifted.
  if (route.config?.access === 'public') out.schema.security = [];
  return out;
}

/** OpenAPI generated from the contract's zod schemas; the document lives at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Device distribution console API',
        description: 'POS terminals and QR soundboxes: inventory, orders, assignments, reports.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The session token from POST /api/auth/login.',
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token made in Profile > API tokens (read or write scope).',
          },
        },
      },
      security: [{ bearerAuth: [] }, { apiToken: [] }],
    },
    transform: withErrorCodes,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
