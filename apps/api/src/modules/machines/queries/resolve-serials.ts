import type { ResolveSerialsResponse } from '@dd/contract';
import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { machines } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { bookableMachineScope, machineScope } from '../../../access/scope';
import { toMachine } from '../serialize';

/**
 * Serials scanned or pasted, resolved at once (lower-case unique index). A caller may name what
 * it could book or assign (stock plus what it holds; a retailer only its own); anything else is
 * notFound exactly like an unknown serial. The machines come back in the request's order.
 */
export async function resolveSerials(
  db: Executor,
  principal: Principal,
  serials: string[],
): Promise<ResolveSerialsResponse> {
  const wanted = [...new Set(serials.map((s) => s.trim().toLowerCase()))];
  const scope =
    principal.role === 'retailer' ? machineScope(principal) : bookableMachineScope(principal);
  const rows = await db
    .select()
    .from(machines)
    .where(and(sql`lower(${machines.serialNumber}) = ANY(${sql.param(wanted)}::text[])`, scope));
  const byLower = new Map(rows.map((row) => [row.serialNumber.toLowerCase(), row]));
  const found = [];
  const notFound: string[] = [];
  const seen = new Set<string>();
  for (const raw of serials) {
    const serial = raw.trim();
    const key = serial.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const row = byLower.get(key);
    if (row) found.push(toMachine(row));
    else notFound.push(serial);
  }
  return { machines: found, notFound };
}
