import { getTableName, sql, type Table } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../lib/passwords';
import type { Db, Tx } from '../client';
import { rows } from '../rows';
import { auditLog, distributors, machines, retailers, serviceProviders, users } from '../schema';
import { DISTRIBUTORS, PROVIDERS, STATE_CODES, gstin } from './demo-data';
import { distributorKyc, panOf, pinCodeOf, retailerKyc, type Kyc } from './demo-identity';
import { DEMO_RETAILER_ID, RETAILERS } from './demo-plans';
import { insertMachines, MachinePicker } from './demo-machines';
import { seedBookings, type AuditRow, type Clock } from './demo-bookings';
import { seedOrganisation } from './demo-organisation';
import { seedActivationHistory } from './demo-activations';

export const DEMO_PASSWORD = 'Demo@1234';

export type DemoAccount = {
  email: string;
  userType: 'admin' | 'distributor' | 'retailer';
  name: string;
  note: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    userType: 'admin',
    name: 'Demo Admin',
    note: 'Administrator: sees everything',
  },
  {
    email: 'distributor@demo.test',
    userType: 'distributor',
    name: 'Rajesh Mehta',
    note: 'Distributor 1, ABC Distributors (Ahmedabad)',
  },
  {
    email: 'distributor2@demo.test',
    userType: 'distributor',
    name: 'Sanjay Kapoor',
    note: 'Distributor 2, XYZ Distributors (Mumbai)',
  },
  {
    email: 'retailer@demo.test',
    userType: 'retailer',
    name: 'Mahesh Patel',
    note: 'Retailer Shree Ganesh Mobile, a retailer of ABC Distributors',
  },
];

/** Where each demo account is linked (users.distributor_id / retailer_id). */
const ACCOUNT_LINKS: Record<
  string,
  { distributorId: number | null; retailerId: number | null; phone: string }
> = {
  'admin@demo.test': { distributorId: null, retailerId: null, phone: '+91 98765 43210' },
  'distributor@demo.test': { distributorId: 1, retailerId: null, phone: '+91 98250 41122' },
  'distributor2@demo.test': { distributorId: 2, retailerId: null, phone: '+91 98201 55870' },
  'retailer@demo.test': {
    distributorId: 1,
    retailerId: DEMO_RETAILER_ID,
    phone: '+91 98790 12345',
  },
};

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await rows(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${users}) AS users, EXISTS (SELECT 1 FROM ${machines}) AS machines`,
    z.object({ users: z.boolean(), machines: z.boolean() }),
  );
  return !row?.users && !row?.machines;
}

/** Moves a serial column's sequence past explicitly inserted ids. */
async function resetSequence(tx: Tx, table: Table) {
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (SELECT max(id) FROM ${table}))`,
  );
}

const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Timestamps relative to the seeding day, never in the future. */
function clockAt(now: Date): Clock {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const latest = now.getTime() - 60_000;
  return {
    now,
    at: (daysAgo, hours = 0) =>
      new Date(Math.min(latest, dayStart - daysAgo * 86_400_000 + (4.5 + hours) * 3_600_000)),
    date: (d) => istDate(d),
    day: (daysAgo) => istDate(new Date(dayStart - daysAgo * 86_400_000 + 4.5 * 3_600_000)),
  };
}

type Party = (typeof DISTRIBUTORS | typeof RETAILERS)[number];

/** The columns a distributor and a retailer row share: contact, place, PAN, PIN code, KYC, status. */
function partyRow(p: Party, gst: string, kyc: Kyc, decidedAt: Date) {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    address: p.address,
    city: p.city,
    state: p.state,
    pan: panOf(gst),
    pinCode: pinCodeOf(p.city),
    ...kyc,
    kycUpdatedAt: kyc.kycStatus === 'PENDING' ? null : decidedAt,
    status: p.status,
  };
}

async function seedParties(tx: Tx, clock: Clock) {
  await tx.insert(serviceProviders).values(
    PROVIDERS.map((p) => ({
      id: p.id,
      name: p.name,
      companyName: p.companyName,
      email: p.email,
      phone: p.phone,
      address: p.address,
      status: 'ACTIVE' as const,
      createdAt: clock.at(120),
      updatedAt: clock.at(120),
    })),
  );
  await resetSequence(tx, serviceProviders);

  await tx.insert(distributors).values(
    DISTRIBUTORS.map((d) => {
      const gst = gstin(STATE_CODES[d.state]!, d.holder, d.companyName[0]!, 1000 + d.id);
      const kyc = distributorKyc(d.status);
      return {
        ...partyRow(d, gst, kyc, clock.at(100 - d.id)),
        companyName: d.companyName,
        gstNumber: gst,
        createdAt: clock.at(110 - d.id * 3),
        updatedAt: clock.at(d.status === 'INACTIVE' ? 15 : 110 - d.id * 3),
      };
    }),
  );
  await resetSequence(tx, distributors);

  await tx.insert(retailers).values(
    RETAILERS.map((r) => {
      const gst = gstin(STATE_CODES[r.state]!, 'P', r.name.split(' ').at(-1)![0]!, 2000 + r.id);
      const kyc = retailerKyc(r.id);
      return {
        ...partyRow(r, gst, kyc, clock.at(90 - r.id)),
        shopName: r.shopName,
        gstNumber: r.hasGst ? gst : null,
        distributorId: r.distributorId,
        createdAt: clock.at(95 - r.id, r.id % 5),
        updatedAt: clock.at(r.status === 'INACTIVE' ? 12 : 95 - r.id, r.id % 5),
      };
    }),
  );
  await resetSequence(tx, retailers);
}

async function seedUsers(
  tx: Tx,
  clock: Clock,
  passwordHash: string,
): Promise<{ id: number; name: string }> {
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        name: a.name,
        email: a.email,
        passwordHash,
        userType: a.userType,
        phone: ACCOUNT_LINKS[a.email]!.phone,
        distributorId: ACCOUNT_LINKS[a.email]!.distributorId,
        retailerId: ACCOUNT_LINKS[a.email]!.retailerId,
        createdAt: clock.at(120),
        updatedAt: clock.at(120),
      })),
    )
    .returning({ id: users.id, name: users.name, userType: users.userType });
  const admin = inserted.find((u) => u.userType === 'admin')!;
  return { id: admin.id, name: admin.name };
}

/** More demo data written in the seed's transaction by a module (billing), given the admin. */
export type DemoExtra = (tx: Tx, now: Date, admin: { id: number; name: string }) => Promise<void>;

/**
 * Fills an empty database with the demo data set (providers and their 1,641 machines,
 * distributors 1 to 8, about 30 retailers, four sign-in accounts, orders in every status with
 * their timelines, assignments and the audit trail), all in one transaction.
 * `extra` (the billing history, from startup.ts) goes on in the same transaction.
 * Answers false, and touches nothing, when there are already users or machines.
 */
export async function seedDemoIfEmpty(db: Db, extra?: DemoExtra): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const clock = clockAt(new Date());
  // Inside: only `tx` (PGlite has a single connection; using `db` here would deadlock).
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    await seedParties(tx, clock);
    await seedOrganisation(tx);
    const admin = await seedUsers(tx, clock, passwordHash);
    await insertMachines(tx, clock.at(0));
    const picker = await MachinePicker.load(tx);
    const audits: AuditRow[] = await seedBookings(tx, clock, picker, admin);
    audits.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (let i = 0; i < audits.length; i += 500) {
      await tx.insert(auditLog).values(
        audits.slice(i, i + 500).map((e) => ({
          at: e.at,
          actorUserId: admin.id,
          actorName: admin.name,
          actorRole: 'admin',
          action: e.action,
          entityType: e.entityType,
          entityId: e.entityId,
          before: e.before ?? null,
          after: e.after ?? null,
          details: e.details,
        })),
      );
    }
    await seedActivationHistory(tx, clock.now);
    await extra?.(tx, clock.now, admin);
    return true;
  });
}
