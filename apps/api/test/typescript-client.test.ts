import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer, createTwoDistributors } from './app';
import { createMachines } from './factories/machines';
import { useTestApp } from './use-app';

/**
 * The integrators' example (examples/typescript-client, docs/integrations.md) against this code:
 * its client is generated from this app's document, it typechecks against it, and its tour runs
 * on a real connection (API token, paging, booking with an Idempotency-Key, the CSV export, a
 * webhook whose signature it verifies). A change to the document that breaks it fails here.
 */
const EXAMPLE = fileURLToPath(new URL('../../../examples/typescript-client/', import.meta.url));
const TSC = fileURLToPath(
  new URL('../../../node_modules/typescript-native/bin/tsc', import.meta.url),
);

type Tour = (options: { baseUrl: string; token: string; pageSize: number }) => Promise<{
  booked: string;
}>;

const t = useTestApp({ webhookAllowPrivate: true, backgroundPollMs: 50 });
const admin = t.signIn('admin');

let baseUrl = '';
let token = '';
beforeAll(async () => {
  const world = await createTwoDistributors(t.database);
  await createRetailer(t.database, world.b.id);
  await createMachines(t.database, 5);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: admin.auth,
    payload: { name: 'TypeScript example', scope: 'read_write', expiresInDays: 1 },
  });
  expect(made.statusCode, made.body).toBe(201);
  token = made.json().secret;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

describe('the TypeScript client example', () => {
  it('generates its client from the document and typechecks against it', async () => {
    const doc = (await fetch(`${baseUrl}/api/docs/json`).then((r) => r.json())) as object;
    const types = astToString(await openapiTS(doc as never));
    fs.mkdirSync(`${EXAMPLE}src/generated`, { recursive: true });
    fs.writeFileSync(`${EXAMPLE}src/generated/api.d.ts`, types);
    expect(types).toContain('"WebhookPayload.order.created"');
    const checked = await promisify(execFile)(process.execPath, [TSC, '-p', EXAMPLE]).catch(
      (error: { stdout: string }) => error,
    );
    expect('code' in checked ? checked.stdout : '', 'tsc on the example').toBe('');
  });

  it('runs its tour: pages, books once with one key, verifies the webhook, downloads the CSV', async () => {
    // Imported by path: the API's typecheck must not follow it into the generated client.
    const { tour } = (await import(`${EXAMPLE}src/tour.ts`)) as { tour: Tour };
    const result = await tour({ baseUrl, token, pageSize: 2 });
    expect(result).toEqual({
      user: admin.email,
      machines: 5,
      booked: expect.stringMatching(/^ORD-/),
      retried: result.booked,
      event: expect.objectContaining({ orderNumber: result.booked, quantity: 1 }),
      csvRows: 5,
    });
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.auth });
    expect(orders.json().total).toBe(1);
  });
});
