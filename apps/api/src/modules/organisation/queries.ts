import type { Organisation } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisation } from '../../db/schema';

export type OrganisationRow = typeof organisation.$inferSelect;

/** The one organisation row (id 1, inserted by the migration). */
export async function organisationRow(db: Executor, lock = false): Promise<OrganisationRow> {
  const query = db.select().from(organisation).where(eq(organisation.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('The organisation row (id 1) is missing');
  return row;
}

export function serializeOrganisation(row: OrganisationRow): Organisation {
  return {
    name: row.name,
    address: row.address,
    pinCode: row.pinCode,
    gstin: row.gstin,
    phone: row.phone,
    email: row.email,
    hsnPos: row.hsnPos,
    hsnSoundbox: row.hsnSoundbox,
    tdsRateBp: row.tdsRateBp,
    tdsThresholdPaise: row.tdsThresholdPaise,
    updatedAt: row.updatedAt.toISOString(),
  };
}
