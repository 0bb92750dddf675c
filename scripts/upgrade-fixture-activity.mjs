/**
 * Real activity on top of the demo data for the upgrade fixture (scripts/make-upgrade-fixture.sh):
 * bookings, status changes, a cancellation and a return, made through the API of the code being
 * captured, so the fixture holds what that code writes (audit, timelines, counts), not only a seed.
 *
 *   node scripts/upgrade-fixture-activity.mjs http://127.0.0.1:3000
 */
const base = process.argv[2];
if (!base) throw new Error('usage: upgrade-fixture-activity.mjs <api-url>');

async function call(method, path, token, body) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

const { token } = await call('POST', '/auth/login', undefined, {
  email: 'admin@demo.test',
  password: 'Demo@1234',
  userType: 'admin',
});
const available = async (type, count) => {
  const { inventory } = await call(
    'GET',
    `/service-providers/2/inventory?status=AVAILABLE&type=${type}&pageSize=${count}`,
    token,
  );
  return (type === 'POS' ? inventory.pos : inventory.soundbox).map((m) => m.id);
};
const retailerOf = async (distributorId) =>
  (await call('GET', `/retailers?distributorId=${distributorId}`, token)).retailers[0].id;

const book = async (distributorId, orderType, machineIds) =>
  (
    await call('POST', '/orders', token, {
      distributorId,
      retailerId: await retailerOf(distributorId),
      serviceProviderId: 2,
      orderType,
      machineIds,
    })
  ).id;

// An order taken through its whole life, one left in progress, one cancelled.
const delivered = await book(2, 'MACHINE_ALLOTMENT', await available('POS', 3));
for (const status of ['APPROVED', 'IN_PROGRESS', 'DELIVERED'])
  await call('PUT', `/orders/${delivered}/status`, token, { status, notes: `fixture: ${status}` });
const inProgress = await book(1, 'SOUNDBOX_ALLOTMENT', await available('SOUNDBOX', 2));
for (const status of ['APPROVED', 'IN_PROGRESS'])
  await call('PUT', `/orders/${inProgress}/status`, token, { status });
const cancelled = await book(2, 'MACHINE_ALLOTMENT', await available('POS', 2));
await call('PUT', `/orders/${cancelled}/status`, token, { status: 'CANCELLED' });

// A direct assignment, and one returned.
const today = new Date().toISOString().slice(0, 10);
await call('POST', '/assignments', token, {
  machineIds: await available('POS', 2),
  distributorId: 1,
  validFrom: today,
});
const returned = await call('POST', '/assignments', token, {
  machineIds: await available('SOUNDBOX', 1),
  distributorId: 2,
  validFrom: today,
});
await call('PUT', `/assignments/${returned.id}/status`, token, { status: 'RETURNED' });

console.log(`fixture activity: orders ${delivered}, ${inProgress}, ${cancelled}; assignments made`);
