import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer the API tests receive is held to the OpenAPI document (issue #37): its status is
 * declared for the route, and a JSON body matches the schema declared for that status. A mismatch
 * is recorded here and fails the test that made the call (test/openapi-setup.ts).
 */

type Content = Record<string, { schema?: unknown }>;
type Operation = { responses?: Record<string, { content?: Content }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

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

/** `/api/machines/:id` as OpenAPI writes it: `/api/machines/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Holds every answer of `app` to its own document; call before `app.ready()`. */
export function checkAnswers(app: FastifyInstance) {
  let doc: Doc | undefined;
  let ajv: Ajv | undefined;
  const validators = new Map<string, ValidateFunction>();

  const validatorFor = (path: string, method: string, status: string, type: string) => {
    const key = `${method} ${path} ${status} ${type}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv!.compile({
        $ref: `doc#/${pointer('paths', path, method, 'responses', status, 'content', type, 'schema')}`,
      });
      validators.set(key, validate);
    }
    return validate;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return payload;
    if (!doc) {
      doc = app.swagger() as unknown as Doc;
      ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema(asJsonSchema(doc) as object, 'doc');
    }
    const path = openapiPath(url);
    const method = request.method.toLowerCase();
    const operation = doc.paths[path]?.[method];
    if (!operation) return payload; // a route the document leaves out (hidden)
    const status = String(reply.statusCode);
    const where = `${request.method} ${url} answered ${status}`;
    const declared = operation.responses?.[status] ?? operation.responses?.default;
    if (!declared) {
      mismatches.push(`${where}: the document does not declare ${status}`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    if (!declared.content || status === '204') return payload;
    if (!(type in declared.content)) {
      mismatches.push(
        `${where}: ${type || 'no content type'} is not declared (${Object.keys(declared.content).join(', ')})`,
      );
      return payload;
    }
    if (type !== 'application/json' || typeof payload !== 'string') return payload;
    try {
      const validate = validatorFor(path, method, status, type);
      if (!validate(JSON.parse(payload)))
        mismatches.push(`${where}: ${ajv!.errorsText(validate.errors, { dataVar: 'body' })}`);
    } catch (error) {
      // Never the answer's fault: the schema itself could not be read (the test says so).
      mismatches.push(`${where}: its schema cannot be checked: ${String(error)}`);
    }
    return payload;
  });
}
