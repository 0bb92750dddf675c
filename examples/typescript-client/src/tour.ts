import { randomUUID } from 'node:crypto';
import {
  allMachines,
  bookOrder,
  createApi,
  dataOf,
  downloadMachinesCsv,
  whoAmI,
  type Api,
  type OrderRequest,
} from './client';
import { startReceiver, type WebhookPayload } from './webhooks';

/**
 * The whole example against one server: who the token is, every machine a page at a time, a
 * webhook that receives the order booked next (its signature verified), the booking sent twice
 * with one Idempotency-Key (booked once), and the machines report as CSV. It books a real order:
 * point it at the demo (`npm start` in the product, with WEBHOOK_ALLOW_PRIVATE=1 for the local
 * receiver), never at production. The token must be an admin's, read and write.
 */
export async function tour(options: { baseUrl: string; token: string; pageSize?: number }) {
  const api = createApi(options.baseUrl, options.token);
  const user = await whoAmI(api);

  let machines = 0;
  for await (const _machine of allMachines(api, {}, options.pageSize ?? 100)) machines++;

  let secret = '';
  let resolveDelivery: (payload: WebhookPayload) => void = () => {};
  const delivered = new Promise<WebhookPayload>((resolve) => (resolveDelivery = resolve));
  const receiver = await startReceiver(() => secret, resolveDelivery);
  const hook = dataOf(
    await api.POST('/api/webhooks', {
      params: { header: { 'idempotency-key': randomUUID() } },
      body: { url: receiver.url, events: ['order.created'], description: 'TypeScript example' },
    }),
  );
  secret = hook.secret;
  try {
    const order = await anOrder(api);
    const key = randomUUID();
    const booked = await bookOrder(api, order, key);
    // A retry after a lost answer: the same key and body book nothing more, and answer the same.
    const retried = await bookOrder(api, order, key);
    const payload = await within(15_000, delivered);
    const csv = await downloadMachinesCsv(api);
    return {
      user: user.email,
      machines,
      booked: booked.order_number,
      retried: retried.order_number,
      // Narrowed by the event type: `data` is that event's, as the document declares it.
      event: payload.event.type === 'order.created' ? payload.event.data : null,
      csvRows: csv.trim().split('\n').length - 1,
    };
  } finally {
    await api.DELETE('/api/webhooks/{id}', { params: { path: { id: hook.webhook.id } } });
    await receiver.close();
  }
}

/** The first AVAILABLE machine, for the first retailer. */
async function anOrder(api: Api): Promise<OrderRequest> {
  const retailers = dataOf(await api.GET('/api/retailers', { params: { query: { pageSize: 1 } } }));
  const available = dataOf(
    await api.GET('/api/machines', { params: { query: { status: 'AVAILABLE', pageSize: 1 } } }),
  );
  const retailer = retailers.retailers[0];
  const machine = available.machines[0];
  if (!retailer || !machine?.serviceProviderId) throw new Error('Nothing to book: use the demo');
  return {
    distributorId: retailer.distributor_id,
    retailerId: retailer.id,
    serviceProviderId: machine.serviceProviderId,
    // The order type follows the machines: POS a machine allotment, a soundbox its own.
    orderType: machine.type === 'SOUNDBOX' ? 'SOUNDBOX_ALLOTMENT' : 'MACHINE_ALLOTMENT',
    machineIds: [machine.id],
  };
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`No webhook delivery within ${ms / 1000} s`)), ms).unref(),
    ),
  ]);
}
