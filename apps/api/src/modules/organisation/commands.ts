import type { OrganisationUpdateRequest } from '@dd/contract';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { organisationRow, serializeOrganisation } from './queries';

type Update = z.output<typeof OrganisationUpdateRequest>;

/** Replaces our company's details; the audit entry holds before and after, in one transaction. */
export async function updateOrganisation(db: Db, principal: Principal, input: Update) {
  return db.transaction(async (tx) => {
    const before = serializeOrganisation(await organisationRow(tx, true));
    const [row] = await tx
      .update(organisation)
      .set({
        name: input.name,
        address: input.address,
        ...(input.pinCode === undefined ? {} : { pinCode: input.pinCode }),
        gstin: input.gstin,
        phone: input.phone ?? null,
        email: input.email ?? null,
        hsnPos: input.hsnPos,
        hsnSoundbox: input.hsnSoundbox,
        // The TDS settings stay as they are unless sent.
        ...(input.tdsRateBp === undefined ? {} : { tdsRateBp: input.tdsRateBp }),
        ...(input.tdsThresholdPaise === undefined
          ? {}
          : { tdsThresholdPaise: input.tdsThresholdPaise }),
        updatedBy: principal.userId,
        updatedAt: sql`now()`,
      })
      .where(eq(organisation.id, 1))
      .returning();
    const after = serializeOrganisation(row!);
    await audit(tx, actorOf(principal), {
      action: 'organisation.update',
      entityType: 'organisation',
      entityId: 1,
      before,
      after,
    });
    return after;
  });
}
