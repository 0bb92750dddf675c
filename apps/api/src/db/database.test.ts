import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../test/app';
import { openTestDatabase, onPostgres } from '../../test/db';
import { openDatabase, type Database } from './client';
import { DataDirLockedError } from './lock';
import { integer } from './row-types';
import { rows } from './rows';
import { assignmentMachines, assignments, auditLog, machines } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`migrations (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create every table from empty, with pg_trgm', async () => {
    const tables = await rows(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      z.object({ table_name: z.string() }),
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'account_deletion_requests',
      'activation_count_deltas',
      'api_tokens',
      'assignment_machines',
      'assignments',
      'audit_log',
      'billing_allocations',
      'billing_payouts',
      'billing_plan_versions',
      'billing_plans',
      'billing_runs',
      'commission_statements',
      'credit_note_lines',
      'credit_notes',
      'distributor_billing',
      'distributor_billing_plans',
      'distributors',
      'document_counters',
      'email_digest_items',
      'idempotency_keys',
      'invoice_lines',
      'invoices',
      'jobs',
      'machine_activations',
      'machine_count_deltas',
      'machine_holding_periods',
      'machine_swaps',
      'machines',
      'merchant_documents',
      'notification_preferences',
      'notification_settings',
      'notifications',
      'order_machines',
      'order_status_events',
      'orders',
      'organisation',
      'outbox_events',
      'payments',
      'rate_limit_counters',
      'refund_voucher_lines',
      'refund_vouchers',
      'report_runs',
      'report_schedules',
      'retailers',
      'rma_batches',
      'rma_items',
      'security_events',
      'service_providers',
      'sessions',
      'sign_in_failures',
      'status_count_deltas',
      'stock_receipt_items',
      'stock_receipts',
      'stock_thresholds',
      'transfer_machines',
      'transfers',
      'two_factor_challenges',
      'two_factor_recovery_codes',
      'user_two_factor',
      'users',
      'webhook_attempts',
      'webhook_deliveries',
      'webhooks',
    ]);
    const ext = await rows(
      database.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
      z.object({ extname: z.string() }),
    );
    expect(ext).toHaveLength(1);
  });
});

describe('database rules', () => {
  const machine = async (serial: string, extra: Partial<typeof machines.$inferInsert> = {}) => {
    const [m] = await database.db
      .insert(machines)
      .values({
        serialNumber: serial,
        model: 'T-300',
        manufacturer: 'Telering',
        machineType: 'POS',
        ...extra,
      })
      .returning();
    return m!;
  };

  it('refuses a duplicate serial number, TID or QR code, but allows many without TID/QR', async () => {
    await machine('DB-SER-1', { tid: 'TID00001', qrCode: 'upi://one' });
    await expect(machine('DB-SER-1')).rejects.toThrow();
    await expect(machine('DB-SER-2', { tid: 'TID00001' })).rejects.toThrow();
    await expect(machine('DB-SER-3', { qrCode: 'upi://one' })).rejects.toThrow();
    await machine('DB-SER-4');
    await machine('DB-SER-5');
  });

  it('keeps a machine in at most one ACTIVE assignment', async () => {
    const d = await createDistributor(database);
    const m = await machine('DB-ACTIVE-1');
    const make = async () => {
      const [a] = await database.db
        .insert(assignments)
        .values({ distributorId: d.id, validFrom: '2026-01-01' })
        .returning();
      return a!;
    };
    const a1 = await make();
    const a2 = await make();
    await database.db.insert(assignmentMachines).values({ assignmentId: a1.id, machineId: m.id });
    await expect(
      database.db.insert(assignmentMachines).values({ assignmentId: a2.id, machineId: m.id }),
    ).rejects.toThrow();
    // Once released, the machine may be assigned again.
    await database.db.update(assignmentMachines).set({ active: false });
    await database.db.insert(assignmentMachines).values({ assignmentId: a2.id, machineId: m.id });
  });

  it('refuses a valid-to date before valid-from', async () => {
    const d = await createDistributor(database);
    await expect(
      database.db
        .insert(assignments)
        .values({ distributorId: d.id, validFrom: '2026-02-01', validTo: '2026-01-01' }),
    ).rejects.toThrow();
  });

  it('keeps the audit log append-only', async () => {
    await database.db
      .insert(auditLog)
      .values({ action: 'test', entityType: 'machine', entityId: 1 });
    await expect(database.db.update(auditLog).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    const [row] = await rows(
      database.db,
      sql`select count(*)::int as n from ${auditLog} where action = 'test'`,
      z.object({ n: integer }),
    );
    expect(row!.n).toBe(1);
  });
});

describe('embedded data folder lock', () => {
  let dir: string;
  let holder: ChildProcess | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  });
  afterAll(() => {
    holder?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process with a clear message, and takes over a stale lock', async () => {
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    fs.writeFileSync(path.join(dir, 'app.lock'), String(holder.pid));
    const error = await openDatabase({ kind: 'pglite', dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(
      `in use by another running process (pid ${holder.pid})`,
    );

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder!.once('exit', resolve));
    const db = await openDatabase({ kind: 'pglite', dir });
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    const again = await openDatabase({ kind: 'pglite', dir }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(DataDirLockedError);
    await db.close();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });
});
