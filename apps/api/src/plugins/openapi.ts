import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '@dd/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeErrorCodes } from './openapi-errors';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * OpenAPI 3.0.3: `nullable: true` admits null only where an `enum` lists it; zod's output leaves
 * it out, so a strict client would refuse a null status. Adds it, in place.
 */
function nullInNullableEnums(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum.push(null);
  Object.values(schema).forEach(nullInNullableEnums);
}

/**
 * Answers given before a route's handler (plugins/errors.ts): a body too large (413), of a type
 * not taken (415) or too slow (408) where a body is taken; 503 when the database is unreachable.
 */
function transportStatuses(method: string | string[] | undefined): string[] {
  const methods = [method ?? []].flat();
  const takesBody = methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
  return takesBody ? ['408', '413', '415', '503'] : ['503'];
}

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
  // A file route's errors are JSON in so many words (else they would get the file's type).
  const answersFiles = Object.values(response).some(
    (r) => typeof r === 'object' && 'content' in r!,
  );
  const error = answersFiles
    ? { content: { 'application/json': { schema: ErrorBody } } }
    : ErrorBody;
  for (const status of Object.keys(codes)) response[status] ??= error;
  for (const status of transportStatuses(route.method)) response[status] ??= error;
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
  nullInNullableEnums(out.schema);
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
