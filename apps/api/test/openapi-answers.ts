import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openapiPath } from '../src/plugins/openapi-path';

/**
 * Every answer the API tests receive is held to the OpenAPI document (issue #37): its status is
 * declared for the route, and a JSON body matches the schema declared for that status. A mismatch
 * is recorded here and fails the test that made the call (test/openapi-setup.ts). The journeys'
 * server holds its answers to it the same way (e2e/openapi-check.mjs), and the webhook tests
 * each payload sent (`checkWebhookPayload`).
 */

type Content = Record<string, { schema?: unknown }>;
type Response = { $ref?: string; content?: Content; headers?: Record<string, unknown> };
type Operation = { responses?: Record<string, Response> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

const mismatches: string[] = [];

/** The mismatches seen since the last call, cleared. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * An OpenAPI 3.0 schema as JSON Schema 7 for Ajv: an exclusive bound is `minimum: 0,
 * exclusiveMinimum: true` there and `exclusiveMinimum: 0` here; `nullable: true` is a `null` type.
 */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = asJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** What one answer was: the route's pattern (`/api/machines/:id`) and what was sent. */
type Answer = {
  method: string;
  url: string;
  status: number;
  contentType: string;
  headers: Record<string, unknown>;
  /** The JSON text, when the body is text. */
  body: unknown;
};

/** The rate limit's headers (answers carry them while it is on): each must be declared. */
const LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'];

/** Holds answers and webhook payloads to one OpenAPI document (Ajv, compiled as needed). */
function documentChecker(doc: Doc) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(asJsonSchema(doc) as object, 'doc');
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (...path: string[]) => {
    const key = pointer(...path);
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `doc#/${key}` });
      validators.set(key, validate);
    }
    return validate;
  };
  /** An operation's answer and where its schemas are (a shared error answer's reference followed). */
  const declaredAnswer = (path: string, method: string, status: string) => {
    const answers = doc.paths[path]?.[method]?.responses ?? {};
    const key = status in answers ? status : 'default';
    const answer = answers[key];
    const name = answer?.$ref?.match(/^#\/components\/responses\/(.+)$/)?.[1];
    if (!name) return answer && { answer, at: ['paths', path, method, 'responses', key] };
    const shared = doc.components?.responses?.[name];
    return shared && { answer: shared, at: ['components', 'responses', name] };
  };
  const failures = (validate: ValidateFunction, value: unknown, dataVar: string) =>
    validate(value) ? null : ajv.errorsText(validate.errors, { dataVar });

  return {
    /** Why `answer` does not match the document, or null when it does. */
    answer(answer: Answer): string | null {
      const path = openapiPath(answer.url);
      const method = answer.method.toLowerCase();
      const operation = doc.paths[path]?.[method];
      if (!operation) return null; // a route the document leaves out (hidden)
      const status = String(answer.status);
      const where = `${answer.method} ${answer.url} answered ${status}`;
      const found = declaredAnswer(path, method, status);
      if (!found) return `${where}: the document does not declare ${status}`;
      const { answer: declared, at } = found;
      const headers = Object.keys(declared.headers ?? {}).map((name) => name.toLowerCase());
      const undeclared = LIMIT_HEADERS.filter((h) => h in answer.headers && !headers.includes(h));
      if (undeclared.length > 0) return `${where}: ${undeclared.join(', ')} not declared`;
      if (!declared.content || status === '204') return null;
      const type = answer.contentType.split(';')[0]!.trim();
      if (!(type in declared.content))
        return `${where}: ${type || 'no content type'} is not declared (${Object.keys(declared.content).join(', ')})`;
      if (type !== 'application/json' || typeof answer.body !== 'string') return null;
      try {
        const validate = validatorOf(...at, 'content', type);
        const why = failures(validate, JSON.parse(answer.body), 'body');
        return why && `${where}: ${why}`;
      } catch (error) {
        // Never the answer's fault: the schema itself could not be read (the test says so).
        return `${where}: its schema cannot be checked: ${String(error)}`;
      }
    },
    /** Why a webhook delivery's body does not match its event's payload schema, or null. */
    webhookPayload(rawBody: string): string | null {
      const body = JSON.parse(rawBody) as { event?: { type?: string } };
      return component('WebhookPayload', String(body.event?.type), body, 'the webhook payload');
    },
    /** The same of one event, as a delivery's `event` would carry it. */
    webhookEvent(event: { type: string }): string | null {
      return component('WebhookEvent', event.type, event, 'the event');
    },
  };

  function component(kind: string, type: string, value: unknown, what: string) {
    const where = `${what} ${type}`;
    let validate: ValidateFunction;
    try {
      validate = validatorOf('components', 'schemas', `${kind}.${type}`);
    } catch {
      return `${where}: the document declares no ${kind}.${type}`;
    }
    const why = failures(validate, value, 'body');
    return why && `${where}: ${why}`;
  }
}

type Checker = ReturnType<typeof documentChecker>;
let lastChecker: Checker | undefined;

/** The checker of `app`'s document (one per app, shared with its answers' hook). */
const checkers = new WeakMap<FastifyInstance, Checker>();
export function checkerOf(app: FastifyInstance): Checker {
  let checker = checkers.get(app);
  if (!checker) {
    checker = documentChecker(app.swagger() as unknown as Doc);
    checkers.set(app, checker);
  }
  return (lastChecker = checker);
}

/**
 * Holds every answer of `app` to its own document; call before `app.ready()`. Each mismatch is
 * told to `report` (by default: recorded here, for the test that made the call).
 */
export function checkAnswers(
  app: FastifyInstance,
  report: (mismatch: string, request: FastifyRequest) => void = (m) => mismatches.push(m),
) {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return payload;
    if (!app.hasDecorator('swagger')) return payload; // an instance without the document
    const mismatch = checkerOf(app).answer({
      method: request.method,
      url,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      headers: reply.getHeaders(),
      body: payload,
    });
    if (mismatch) report(mismatch, request);
    return payload;
  });
}

/**
 * Holds a webhook delivery's body to the document of the app under test (the one that last
 * answered a request); a mismatch fails the test, as an answer's would.
 */
export function checkWebhookPayload(rawBody: string): void {
  if (!lastChecker) {
    mismatches.push('a webhook payload arrived before the app answered: no document to check');
    return;
  }
  const mismatch = lastChecker.webhookPayload(rawBody);
  if (mismatch) mismatches.push(mismatch);
}
