import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '@dd/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeErrorCodes } from './openapi-errors';
import { openapiPath } from './openapi-path';
import { declareRateLimitHeaders, RATE_LIMIT_HEADERS } from './openapi-rate-limit';
import { webhookDocument } from './openapi-webhooks';

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

type RouteOf = {
  method?: string | string[];
  config?: { access?: string; errorCodes?: never[]; rateLimit?: false | object };
};

/**
 * The contract's schemas, plus each route's error answers: per status the codes it can return,
 * in the description and as `x-error-codes` (codes: the contract's ERROR_CODES).
 */
function withErrorCodes(input: TransformInput) {
  const route = input.route as unknown as RouteOf;
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

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, object> }>>;
  components: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

/**
 * The whole document's additions: the webhook payloads (from the contract) and the rate limit's
 * headers on the answers of every operation the limit counts (`limited`: `GET /api/...`).
 */
function completeDocument(doc: Document, limited: ReadonlySet<string>): Document {
  const webhooks = webhookDocument();
  nullInNullableEnums(webhooks.schemas);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (limited.has(`${method.toUpperCase()} ${path}`))
        declareRateLimitHeaders(operation.responses);
    }
  }
  return {
    ...doc,
    components: {
      ...doc.components,
      schemas: { ...doc.components.schemas, ...webhooks.schemas },
      headers: { ...doc.components.headers, ...RATE_LIMIT_HEADERS },
    },
    'x-webhooks': webhooks.webhooks,
  };
}

/** OpenAPI generated from the contract's zod schemas; the document lives at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // The operations the rate limit counts (all but those that opt out: the health probes).
  const limited = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route.config as RouteOf['config'])?.rateLimit === false) return;
    for (const method of [route.method].flat()) limited.add(`${method} ${openapiPath(route.url)}`);
  });
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
    transformObject: (generated) =>
      'openapiObject' in generated
        ? (completeDocument(generated.openapiObject as Document, limited) as object)
        : generated.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
