import zlib from 'node:zlib';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@dd/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
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

/** Integrators and the docs page fetch it: it must stay small, cheap to send, and valid. */
describe('the OpenAPI document as served', () => {
  const fetchDocument = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/docs/json', headers });

  it("is at most 1 MB, and valid OpenAPI 3.0 by Redocly's rules (refs resolved)", async () => {
    const res = await fetchDocument();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThanOrEqual(1_000_000);
    const problems = await lintFromString({
      source: res.body,
      absoluteRef: '/api/docs/json',
      config: await createConfig({ extends: ['minimal'] }),
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("writes the error codes once, and each route's error answers by reference", async () => {
    const doc = (await fetchDocument()).json() as Doc;
    const text = JSON.stringify(doc);
    expect(text.split('"machines_unavailable"').length - 1).toBeLessThan(10);
    const answers = doc.paths['/api/orders']!.post!.responses;
    expect(answers['409']).toEqual({
      $ref: '#/components/responses/Error409.idempotency_key_reused.machines_unavailable',
    });
  });

  it('is compressed as Accept-Encoding asks, the same document in each', async () => {
    const plain = await fetchDocument();
    const br = await fetchDocument({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await fetchDocument({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers 304 to a client that has it (its ETag), and the document to one that has not', async () => {
    const first = await fetchDocument({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetchDocument({ 'accept-encoding': 'br' })).headers.etag).toBe(etag);
    const cached = await fetchDocument({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const stale = await fetchDocument({ 'if-none-match': '"an-older-document"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveProperty('openapi', '3.0.3');
  });
});
