import {
  ASSIGNMENT_SORTS,
  DISTRIBUTOR_SORTS,
  INVENTORY_SORTS,
  INVOICE_SORTS,
  MACHINE_SORTS,
  ORDER_SORTS,
  RECEIPT_ITEM_SORTS,
  RECEIPT_SORTS,
  RETAILER_SORTS,
  RMA_BATCH_SORTS,
  TRANSFER_SORTS,
} from '@dd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  distributors,
  invoices,
  machines,
  orders,
  retailers,
  rmaBatches,
  stockReceiptItems,
  stockReceipts,
  transfers,
} from '../src/db/schema';
import { createProvider } from './factories/machines';
import { loginAs } from './app';
import { useTestApp } from './use-app';

/**
 * Every list sorts by each whitelisted column both ways (ties broken by id in the same
 * direction), pages stay stable under a sort, and an unknown sort is refused. Values use only
 * upper-case letters, digits and ISO dates, so PostgreSQL's collation and the comparison below
 * agree; each column has ties and an order unlike the id order. A party in a row (a transfer's
 * `from`, a batch's `serviceProvider`) sorts by its name.
 */
type Row = Record<string, unknown> & { id: number };
type List = { url: string; key: string; sorts: readonly string[]; query?: Record<string, string> };

const t = useTestApp();
let admin: { authorization: string };
let providerId = 0;
let receiptId = 0;

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 10));

beforeAll(async () => {
  const db = t.database.db;
  admin = (await loginAs(t, 'admin')).auth;
  providerId = (await createProvider(t.database)).id;
  const dist = await db
    .insert(distributors)
    .values(
      [
        ['DELTA', 'ZULU', 3, 'ACTIVE'],
        ['ALPHA', 'YANKEE', 1, 'INACTIVE'],
        ['CHARLIE', 'ZULU', 3, 'ACTIVE'],
        ['BRAVO', 'XRAY', 2, 'INACTIVE'],
      ].map(([name, company, day, status], i) => ({
        name: `${name}`,
        companyName: `${company}`,
        email: `sort${i}@example.test`,
        phone: '+91 98765 43210',
        address: '12 Market Road',
        status: status as 'ACTIVE' | 'INACTIVE',
        createdAt: at(Number(day)),
      })),
    )
    .returning();
  await db.insert(retailers).values(
    [
      ['KILO', 'PAPA', 2, 'ACTIVE'],
      ['JULIET', 'QUEBEC', 1, 'INACTIVE'],
      ['MIKE', 'PAPA', 2, 'INACTIVE'],
      ['LIMA', 'OSCAR', 3, 'ACTIVE'],
    ].map(([name, shop, day, status], i) => ({
      name: `${name}`,
      shopName: `${shop}`,
      email: `shop${i}@example.test`,
      phone: '+91 91234 56789',
      address: '4 Station Road',
      distributorId: dist[i % 2]!.id,
      status: status as 'ACTIVE' | 'INACTIVE',
      createdAt: at(Number(day)),
    })),
  );
  await db.insert(machines).values(
    [
      ['SN0003', 'MB', 'POS', 'ASSIGNED', 2],
      ['SN0001', 'MC', 'SOUNDBOX', 'AVAILABLE', 1],
      ['SN0004', 'MA', 'POS', 'AVAILABLE', 2],
      ['SN0002', 'MC', 'POS', 'MAINTENANCE', 3],
      ['SN0005', 'MA', 'SOUNDBOX', 'RETIRED', 1],
    ].map(([serialNumber, model, type, status, day]) => ({
      serialNumber: `${serialNumber}`,
      model: `${model}`,
      manufacturer: 'TELERING',
      machineType: type as 'POS' | 'SOUNDBOX',
      status: status as 'AVAILABLE',
      serviceProviderId: providerId,
      createdAt: at(Number(day)),
    })),
  );
  await db.insert(orders).values(
    [
      ['ORD0002', 'PENDING', '2025-03-02', 2],
      ['ORD0004', 'DELIVERED', null, 1],
      ['ORD0001', 'APPROVED', '2025-03-01', 2],
      ['ORD0003', 'PENDING', '2025-03-02', 3],
    ].map(([orderNumber, status, expected, day], i) => ({
      orderNumber: `${orderNumber}`,
      status: status as 'PENDING',
      expectedDeliveryDate: expected as string | null,
      orderType: 'MACHINE_ALLOTMENT' as const,
      distributorId: dist[i % 2]!.id,
      quantity: 1,
      createdAt: at(Number(day)),
    })),
  );
  await db.insert(assignments).values(
    [
      ['RETURNED', '2025-02-03', 1],
      ['ACTIVE', '2025-02-01', 2],
      ['INACTIVE', '2025-02-03', 2],
      ['ACTIVE', '2025-02-02', 3],
    ].map(([status, validFrom, day], i) => ({
      status: status as 'ACTIVE',
      validFrom: `${validFrom}`,
      distributorId: dist[i % 2]!.id,
      createdAt: at(Number(day)),
    })),
  );
  const receipts = await db
    .insert(stockReceipts)
    .values(
      [
        ['R-000003', 'INV0002', '2025-04-02', 'OPEN', 2],
        ['R-000001', 'INV0003', '2025-04-01', 'CLOSED', 3],
        ['R-000004', 'INV0001', '2025-04-02', 'OPEN', 1],
        ['R-000002', 'INV0002', '2025-04-03', 'CLOSED', 2],
      ].map(([receiptNumber, reference, receiptDate, status, day]) => ({
        receiptNumber: `${receiptNumber}`,
        reference: `${reference}`,
        receiptDate: `${receiptDate}`,
        status: status as 'OPEN',
        serviceProviderId: providerId,
        createdAt: at(Number(day)),
      })),
    )
    .returning({ id: stockReceipts.id });
  receiptId = receipts[0]!.id;
  await db.insert(stockReceiptItems).values(
    [
      [3, 'SER0003', 'MODELB', 'RECEIVED'],
      [1, 'SER0004', 'MODELA', 'MISSING'],
      [4, 'SER0001', 'MODELB', 'EXPECTED'],
      [2, 'SER0002', 'MODELA', 'RECEIVED'],
    ].map(([lineNo, serialNumber, model, state]) => ({
      receiptId,
      lineNo: Number(lineNo),
      serialNumber: `${serialNumber}`,
      model: `${model}`,
      expected: true,
      state: state as 'EXPECTED',
    })),
  );
  const kappa = (await createProvider(t.database, { name: 'KAPPA' })).id;
  const iota = (await createProvider(t.database, { name: 'IOTA' })).id;
  await db.insert(rmaBatches).values(
    [
      ['RMA-000002', kappa, 'RET0002', 'SENT', 2],
      ['RMA-000004', iota, 'RET0001', 'CLOSED', 1],
      ['RMA-000001', kappa, 'RET0003', 'RECEIVED_BY_PROVIDER', 3],
      ['RMA-000003', iota, 'RET0002', 'SENT', 2],
    ].map(([batchNumber, serviceProviderId, reference, status, day]) => ({
      batchNumber: `${batchNumber}`,
      serviceProviderId: Number(serviceProviderId),
      reference: `${reference}`,
      status: status as 'SENT',
      createdAt: at(Number(day)),
    })),
  );
  await db.insert(transfers).values(
    [
      ['TR-000003', 0, 1, 'PENDING', 2],
      ['TR-000001', 0, 2, 'ACCEPTED', 1],
      ['TR-000004', 1, 0, 'REFUSED', 2],
      ['TR-000002', 2, 1, 'PENDING', 3],
    ].map(([transferNumber, from, to, status, day]) => ({
      transferNumber: `${transferNumber}`,
      fromDistributorId: dist[Number(from)]!.id,
      toDistributorId: dist[Number(to)]!.id,
      status: status as 'PENDING',
      createdAt: at(Number(day)),
    })),
  );
  await db.insert(invoices).values(
    [
      ['INV/2025-26/000002', 1, '2025-05-01', 'ISSUED', 12000, '2025-06-20', 2],
      [null, 0, '2025-04-01', 'DRAFT', 13000, null, 1],
      ['INV/2025-26/000001', 2, '2025-05-01', 'CANCELLED', 11000, '2025-06-10', 3],
      ['INV/2025-26/000003', 0, '2025-04-01', 'ISSUED', 12000, '2025-06-10', 2],
    ].map(([number, d, month, status, total, due, day]) => ({
      number: number as string | null,
      distributorId: dist[Number(d)]!.id,
      month: `${month}`,
      status: status as 'ISSUED',
      sameState: true,
      taxablePaise: 0,
      nonTaxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: Number(total),
      paymentTermsDays: 15,
      dueDate: due as string | null,
      createdAt: at(Number(day)),
    })),
  );
});

const LISTS: List[] = [
  { url: '/api/machines', key: 'machines', sorts: MACHINE_SORTS },
  { url: '/api/orders', key: 'orders', sorts: ORDER_SORTS },
  { url: '/api/assignments', key: 'assignments', sorts: ASSIGNMENT_SORTS },
  { url: '/api/distributors', key: 'distributors', sorts: DISTRIBUTOR_SORTS },
  { url: '/api/retailers', key: 'retailers', sorts: RETAILER_SORTS },
  // The inventory answers a page split into pos and soundbox: one type keeps one sequence.
  { url: 'inventory', key: 'inventory', sorts: INVENTORY_SORTS, query: { type: 'POS' } },
  { url: '/api/receipts', key: 'receipts', sorts: RECEIPT_SORTS },
  { url: 'receiptItems', key: 'items', sorts: RECEIPT_ITEM_SORTS },
  { url: '/api/rma-batches', key: 'batches', sorts: RMA_BATCH_SORTS },
  { url: '/api/transfers', key: 'transfers', sorts: TRANSFER_SORTS },
  { url: '/api/invoices', key: 'invoices', sorts: INVOICE_SORTS },
];

/** The lists under a provider or a receipt: theirs made in beforeAll. */
function urlOf(list: List): string {
  if (list.url === 'inventory') return `/api/service-providers/${providerId}/inventory`;
  if (list.url === 'receiptItems') return `/api/receipts/${receiptId}/items`;
  return list.url;
}

async function fetchRows(list: List, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: urlOf(list),
    query: { ...list.query, ...query },
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (list.key === 'inventory' ? body.inventory.pos : body[list.key]) as Row[];
}

/** A row's value of a sortable field; a party (`{ id, name }`) by its name. */
function valueOf(row: Row, field: string): unknown {
  const value = row[field];
  return value !== null && typeof value === 'object' && 'name' in value ? value.name : value;
}

/** Null sorts last ascending and first descending, as in PostgreSQL. */
function expectedOrder(rows: Row[], field: string, order: 'asc' | 'desc'): number[] {
  const sign = order === 'asc' ? 1 : -1;
  const cmp = (a: unknown, b: unknown) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : String(a) < String(b) ? -1 : 1;
  return [...rows]
    .sort((a, b) => sign * (cmp(valueOf(a, field), valueOf(b, field)) || a.id - b.id))
    .map((r) => r.id);
}

describe.each(LISTS)('$key list sorting', (list) => {
  it.each(list.sorts.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'sort=%s order=%s answers the rows in that order, ties by id',
    async (sort, order) => {
      const all = await fetchRows(list, { pageSize: '100' });
      expect(all.length).toBeGreaterThanOrEqual(3);
      const sorted = await fetchRows(list, { pageSize: '100', sort, order });
      expect(sorted.map((r) => r.id)).toEqual(expectedOrder(all, sort, order));
    },
  );

  it('sort without order is ascending; without sort the default order stays', async () => {
    const sort = list.sorts[0]!;
    const asc = await fetchRows(list, { pageSize: '100', sort, order: 'asc' });
    const plain = await fetchRows(list, { pageSize: '100', sort });
    expect(plain.map((r) => r.id)).toEqual(asc.map((r) => r.id));
    const desc = await fetchRows(list, { pageSize: '100', sort, order: 'desc' });
    expect(desc.map((r) => r.id)).not.toEqual(asc.map((r) => r.id));
  });

  it('pages of 2 under a sort add up to the whole sorted list, no row twice', async () => {
    for (const sort of list.sorts) {
      const whole = (await fetchRows(list, { pageSize: '100', sort, order: 'desc' })).map(
        (r) => r.id,
      );
      const paged: number[] = [];
      for (let page = 1; paged.length < whole.length && page < 50; page++) {
        const rows = await fetchRows(list, {
          pageSize: '2',
          page: String(page),
          sort,
          order: 'desc',
        });
        paged.push(...rows.map((r) => r.id));
      }
      expect(paged).toEqual(whole);
    }
  });

  it.each<Record<string, string>>([
    { sort: 'password' },
    { sort: 'id; drop table x' },
    { sort: list.sorts[0]!, order: 'up' },
  ])('an unknown sort or order answers 400 (%o)', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: urlOf(list), query, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
