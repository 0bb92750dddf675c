import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { integer } from './row-types';
import type { Executor } from './client';
import { rows } from './rows';

/** The next id of `table`'s serial, taken before the insert so that the row's number carries it. */
export async function nextId(db: Executor, table: string): Promise<number> {
  const [next] = await rows(
    db,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`,
    z.object({ id: integer }),
  );
  return next!.id;
}

/** A document's number: its prefix and its id in six digits (`RMA-000042`). */
export const documentNumber = (prefix: string, id: number) =>
  `${prefix}${String(id).padStart(6, '0')}`;
