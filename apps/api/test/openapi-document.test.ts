import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-app';

const t = useTestApp();

type Answer = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
};
type Operation = {
  parameters?: { in: string; name: string }[];
  responses: Record<string, Answer>;
  security?: unknown[];
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown> & {
    schemas: Record<string, unknown>;
    responses: Record<string, Answer>;
  };
  'x-webhooks': Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

async function documentOf(): Promise<Doc> {
  return (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}

function operations(doc: Doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
}

/** A generated client gets a method result only from a declared success answer. */
describe('the OpenAPI document', () => {
  it('declares a success answer for every operation', async () => {
    const doc = await documentOf();
    const without = operations(doc)
      .filter(({ op }) => !Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)))
      .map(({ name }) => name);
    expect(without).toEqual([]);
  });

  it('lists the idempotency codes on every operation that takes an Idempotency-Key', async () => {
    const doc = await documentOf();
    const keyed = operations(doc).filter(({ op }) =>
      (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key'),
    );
    expect(keyed.map(({ name }) => name)).toContain('POST /api/orders');
    const missing = keyed
      .filter(({ op }) => {
        const codes = Object.values(op.responses).flatMap((r) => {
          const answer = r.$ref ? doc.components.responses[r.$ref.split('/').pop()!] : r;
          return (answer?.description?.match(/^Error codes: (.*)$/)?.[1] ?? '').split(', ');
        });
        return (
          !codes.includes('idempotency_key_invalid') || !codes.includes('idempotency_key_reused')
        );
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('names the file types of every download, as binary', async () => {
    const doc = await documentOf();
    const downloads: Record<string, string[]> = {
      'GET /api/reports/machines/export': [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      'GET /api/orders/{id}/challan.pdf': ['application/pdf'],
      'GET /api/machines/labels.pdf': ['application/pdf'],
      'POST /api/machines/labels.pdf': ['application/pdf'],
      'GET /api/rma-batches/{id}/dispatch-note.pdf': ['application/pdf'],
      'GET /api/receipts/{id}/discrepancies': [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      'GET /api/metrics': ['text/plain'],
    };
    const byName = new Map(operations(doc).map(({ name, op }) => [name, op]));
    for (const [name, types] of Object.entries(downloads)) {
      const content = byName.get(name)?.responses['200']?.content ?? {};
      expect(Object.keys(content), name).toEqual(expect.arrayContaining(types));
      for (const type of types)
        expect(content[type]?.schema, name).toMatchObject({ format: 'binary' });
    }
  });

  it('lifts the bearer requirement from public routes only, and declares API tokens', async () => {
    const doc = await documentOf();
    const byName = new Map(operations(doc).map(({ name, op }) => [name, op]));
    for (const name of ['GET /api/health', 'POST /api/auth/login', 'GET /api/meta']) {
      expect(byName.get(name)?.security, name).toEqual([]);
    }
    for (const name of ['GET /api/machines', 'GET /api/auth/me']) {
      expect(byName.get(name)?.security, name).toBeUndefined();
    }
    expect(doc.components).toMatchObject({
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        apiToken: { type: 'http', scheme: 'bearer' },
      },
    });
  });

  it('declares the payload of each webhook event type, as a component and in x-webhooks', async () => {
    const doc = await documentOf();
    const types = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
    expect(Object.keys(doc['x-webhooks']).sort()).toEqual([...types].sort());
    for (const type of types) {
      expect(doc.components.schemas[`WebhookPayload.${type}`], type).toBeDefined();
      expect(doc.components.schemas[`WebhookEvent.${type}`], type).toBeDefined();
      expect(doc['x-webhooks'][type]!.post.requestBody.content).toEqual({
        'application/json': { schema: { $ref: `#/components/schemas/WebhookPayload.${type}` } },
      });
    }
    // No input forms: only what is sent is described.
    expect(Object.keys(doc.components.schemas).filter((name) => name.endsWith('Input'))).toEqual(
      [],
    );
  });
});
