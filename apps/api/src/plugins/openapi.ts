import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '@dd/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  errorAnswer,
  errorSchemaComponents,
  hoistErrorAnswers,
  type CodesByOperation,
} from './openapi-error-answers';
import { routeErrorCodes } from './openapi-errors';
import { nullsAsOpenApi30 } from './openapi-nullable';
import { openapiPath } from './openapi-path';
import { documentServer } from './openapi-serve';
import { declareRateLimitHeaders, RATE_LIMIT_HEADERS } from './openapi-rate-limit';
import { webhookDocument } from './openapi-webhooks';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

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

/** A route's declared answer that is an error (`ErrorBody`, as such or named JSON). */
function isErrorBody(answer: unknown): boolean {
  if (answer === ErrorBody) return true;
  const content = (answer as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  return content?.['application/json']?.schema === ErrorBody;
}

/**
 * The contract's schemas, plus each route's error answers: per status the codes it can return,
 * in the description and as `x-error-codes` (codes: the contract's ERROR_CODES), the body a
 * reference to the one `ErrorBody` component.
 */
function withErrorCodes(input: TransformInput, codesOf: Map<string, Record<string, string[]>>) {
  const route = input.route as unknown as RouteOf;
  const codes: Record<string, string[]> = routeErrorCodes({
    url: input.url,
    method: route.method,
    schema: (input.schema ?? {}) as Record<string, unknown>,
    config: route.config,
  });
  for (const method of [route.method ?? []].flat())
    codesOf.set(`${method} ${openapiPath(input.url)}`, codes);
  const response = { ...((input.schema?.response ?? {}) as Record<string, unknown>) };
  const errors = [
    ...new Set([
      ...Object.keys(codes),
      ...transportStatuses(route.method),
      ...Object.keys(response),
    ]),
  ].filter((status) => !(status in response) || isErrorBody(response[status]));
  for (const status of errors) delete response[status];
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const documented = (out.schema.response ??= {}) as Record<string, unknown>;
  for (const status of errors) documented[status] = errorAnswer(codes[status]);
  nullsAsOpenApi30(out.schema);
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
function completeDocument(
  doc: Document,
  limited: ReadonlySet<string>,
  codesOf: CodesByOperation,
): Document {
  const webhooks = webhookDocument();
  const errorSchemas = errorSchemaComponents();
  nullsAsOpenApi30([webhooks.schemas, errorSchemas]);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (limited.has(`${method.toUpperCase()} ${path}`))
        declareRateLimitHeaders(operation.responses);
    }
  }
  const errorAnswers = hoistErrorAnswers(doc.paths as never, codesOf);
  return {
    ...doc,
    components: {
      ...doc.components,
      schemas: { ...doc.components.schemas, ...errorSchemas, ...webhooks.schemas },
      responses: { ...doc.components.responses, ...errorAnswers },
      headers: { ...doc.components.headers, ...RATE_LIMIT_HEADERS },
    },
    'x-webhooks': webhooks.webhooks,
  };
}

/** OpenAPI generated from the contract's zod schemas; the document lives at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // The operations the rate limit counts (all but those that opt out: the health probes).
  const limited = new Set<string>();
  // Each operation's error codes by status (`GET /api/...`), as the route transform found them.
  const codesOf = new Map<string, Record<string, string[]>>();
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
    transform: (input) => withErrorCodes(input, codesOf),
    transformObject: (generated) =>
      'openapiObject' in generated
        ? (completeDocument(generated.openapiObject as Document, limited, codesOf) as object)
        : generated.swaggerObject,
  });
  // The document's JSON is served made once, compressed, with an ETag (before the UI's handler).
  const serveDocument = documentServer(() => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request, reply) => {
        if (request.routeOptions.url === '/api/docs/json') return serveDocument(request, reply);
      },
    },
  });
});
