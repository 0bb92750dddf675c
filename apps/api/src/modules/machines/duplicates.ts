import type { ErrorCode } from '@dd/contract';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { machines, serviceProviders } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-errors';

/** The machine fields that must be unique (unique indexes in the database). */
export type UniqueField = 'serialNumber' | 'tid' | 'qrCode';

export const DUPLICATE_MESSAGES: Record<UniqueField, string> = {
  serialNumber: 'Serial number already exists',
  tid: 'TID already exists',
  qrCode: 'QR code already exists',
};

export const DUPLICATE_CODES: Record<UniqueField, ErrorCode> = {
  serialNumber: 'serial_taken',
  tid: 'tid_taken',
  qrCode: 'qr_taken',
};

const FIELD_OF_CONSTRAINT: Record<string, UniqueField> = {
  machines_serial_key: 'serialNumber',
  machines_tid_key: 'tid',
  machines_qr_key: 'qrCode',
};

const ORDER: UniqueField[] = ['serialNumber', 'tid', 'qrCode'];

/** 409 naming the first clashing field, with a detail per field so a form can mark each. */
export function duplicateConflict(fields: UniqueField[]): HttpError {
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

/** Runs a write and turns a unique-index race on serial / TID / QR into the same 409. */
export async function mappingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const field = uniqueViolationField(err);
    if (field) throw duplicateConflict([field]);
    throw err;
  }
}

type UniqueValues = { serialNumber?: string; tid?: string | null; qrCode?: string | null };

/** Which of the given unique values another machine (not `exceptId`) already has. */
export async function findDuplicates(
  db: Executor,
  values: UniqueValues,
  exceptId?: number,
): Promise<UniqueField[]> {
  const tests: SQL[] = [];
  if (values.serialNumber) tests.push(eq(machines.serialNumber, values.serialNumber));
  if (values.tid) tests.push(eq(machines.tid, values.tid));
  if (values.qrCode) tests.push(eq(machines.qrCode, values.qrCode));
  if (tests.length === 0) return [];
  const found = await db
    .select({ serialNumber: machines.serialNumber, tid: machines.tid, qrCode: machines.qrCode })
    .from(machines)
    .where(and(or(...tests), exceptId === undefined ? undefined : ne(machines.id, exceptId)));
  const clashes = new Set<UniqueField>();
  for (const m of found) {
    if (values.serialNumber && m.serialNumber === values.serialNumber) clashes.add('serialNumber');
    if (values.tid && m.tid === values.tid) clashes.add('tid');
    if (values.qrCode && m.qrCode === values.qrCode) clashes.add('qrCode');
  }
  return ORDER.filter((f) => clashes.has(f));
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
