import type { ErrorCode } from '@dd/contract';
import { and, eq, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { machines, serviceProviders } from '../../db/schema';
import { z } from 'zod';
import { rows as selectRows } from '../../db/rows';
import { badRequest, HttpError } from '../../lib/http-errors';

/** The machine fields that must be unique (unique indexes in the database). */
export type UniqueField = 'serialNumber' | 'tid' | 'qrCode' | 'simNumber' | 'imei';

/** Each unique field's name in an English sentence. */
export const FIELD_LABEL: Record<UniqueField, string> = {
  serialNumber: 'Serial number',
  tid: 'TID',
  qrCode: 'QR code',
  simNumber: 'SIM number',
  imei: 'IMEI',
};

/** "Serial number already exists", ...: the answer when a unique field's value is taken. */
export const DUPLICATE_MESSAGES = Object.fromEntries(
  Object.entries(FIELD_LABEL).map(([field, label]) => [field, `${label} already exists`]),
) as Record<UniqueField, string>;

export const DUPLICATE_CODES = {
  serialNumber: 'serial_taken',
  tid: 'tid_taken',
  qrCode: 'qr_taken',
  simNumber: 'sim_taken',
  imei: 'imei_taken',
} as const satisfies Record<UniqueField, ErrorCode>;

/** The unique indexes (migration 0010: the serial has an exact and a lower-case one). */
const FIELD_OF_CONSTRAINT: Record<string, UniqueField> = {
  machines_serial_key: 'serialNumber',
  machines_serial_lower_key: 'serialNumber',
  machines_tid_key: 'tid',
  machines_qr_key: 'qrCode',
  machines_sim_key: 'simNumber',
  machines_imei_key: 'imei',
};

const ORDER: UniqueField[] = ['serialNumber', 'tid', 'qrCode', 'simNumber', 'imei'];

/** 409 naming the first clashing field, with a detail per field so a form can mark each. */
function duplicateConflict(fields: UniqueField[]): HttpError {
  const sorted = ORDER.filter((f) => fields.includes(f));
  const first = sorted[0] ?? 'serialNumber';
  return new HttpError(409, DUPLICATE_CODES[first], DUPLICATE_MESSAGES[first], {
    details: sorted.map((path) => ({
      path,
      message: DUPLICATE_MESSAGES[path],
      code: DUPLICATE_CODES[path],
    })),
  });
}

/** The unique field behind a unique-index violation (either driver, through drizzle's cause). */
export function uniqueViolationField(err: unknown): UniqueField | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return FIELD_OF_CONSTRAINT[constraint];
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs a write and turns a unique-index race on serial / TID / QR / SIM / IMEI into the same 409. */
export async function mappingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const field = uniqueViolationField(err);
    if (field) throw duplicateConflict([field]);
    throw err;
  }
}

type UniqueValues = {
  serialNumber?: string;
  tid?: string | null;
  qrCode?: string | null;
  simNumber?: string | null;
  imei?: string | null;
};

/** `column` equals `value` ignoring case, as the unique indexes on lower(...) compare. */
const sameCode = (column: Column, value: string) => sql`lower(${column}) = lower(${value})`;

/** Which of the given unique values another machine (not `exceptId`) already has, any case. */
async function findDuplicates(
  db: Executor,
  values: UniqueValues,
  exceptId?: number,
): Promise<UniqueField[]> {
  const tests: Partial<Record<UniqueField, SQL>> = {};
  if (values.serialNumber)
    tests.serialNumber = sameCode(machines.serialNumber, values.serialNumber);
  if (values.tid) tests.tid = sameCode(machines.tid, values.tid);
  if (values.qrCode) tests.qrCode = sameCode(machines.qrCode, values.qrCode);
  if (values.simNumber) tests.simNumber = sameCode(machines.simNumber, values.simNumber);
  if (values.imei) tests.imei = eq(machines.imei, values.imei);
  const fields = ORDER.filter((f) => tests[f]);
  if (fields.length === 0) return [];
  const found = await db
    .select(Object.fromEntries(fields.map((f) => [f, sql<boolean>`${tests[f]}`])))
    .from(machines)
    .where(
      and(
        or(...fields.map((f) => tests[f])),
        exceptId === undefined ? undefined : ne(machines.id, exceptId),
      ),
    );
  return fields.filter((f) => found.some((m) => m[f]));
}

/** 409 when any unique value is taken by another machine. */
export async function assertNoDuplicates(db: Executor, values: UniqueValues, exceptId?: number) {
  const clashes = await findDuplicates(db, values, exceptId);
  if (clashes.length > 0) throw duplicateConflict(clashes);
}

/** 400 unless the service provider exists. */
export async function assertProviderExists(db: Executor, serviceProviderId: number) {
  const [p] = await db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, serviceProviderId));
  if (!p) {
    throw badRequest('not_found', 'Service provider not found', {
      details: [
        { path: 'serviceProviderId', message: 'Service provider not found', code: 'not_found' },
      ],
    });
  }
}

/** The machine columns that hold a unique code (unique indexes; all but imei on lower(...)). */
export type MachineCodeColumn = 'serial_number' | 'tid' | 'qr_code' | 'sim_number' | 'imei';

const LOOKUP_CHUNK = 5_000;

/**
 * The values among `values` that a machine in the database already has in `column`, in any case
 * (looked up in chunks through the column's unique index), as they were given.
 */
export async function takenValues(
  db: Executor,
  column: MachineCodeColumn,
  values: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const col = sql.identifier(column);
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
    const part = values.slice(i, i + LOOKUP_CHUNK);
    const hits = await selectRows(
      db,
      sql`SELECT u.v FROM unnest(${sql.param(part)}::text[]) AS u(v)
          WHERE EXISTS (SELECT 1 FROM ${machines} m
                        WHERE lower(m.${col}) = lower(u.v) AND m.${col} IS NOT NULL)`,
      z.object({ v: z.string() }),
    );
    for (const h of hits) found.add(h.v);
  }
  return found;
}
