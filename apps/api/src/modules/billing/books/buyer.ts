import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { distributorBilling, distributors } from '../../../db/schema';
import type { DocumentBuyer } from '../../../db/schema/columns';

export type { DocumentBuyer };

/**
 * The distributor as a document issued now names it (decision 0159): copied onto the document,
 * so a later change of the distributor's details changes no issued document. A commission
 * statement's copy carries the payee's lower-deduction certificate number too.
 */
export async function buyerOf(
  db: Executor,
  distributorId: number,
  withCertificate = false,
): Promise<DocumentBuyer> {
  const [d] = await db.select().from(distributors).where(eq(distributors.id, distributorId));
  const buyer: DocumentBuyer = {
    name: d!.companyName,
    address: d!.address,
    city: d!.city,
    pinCode: d!.pinCode,
    gstin: d!.gstNumber,
    pan: d!.pan,
    state: d!.state,
    phone: d!.phone,
    email: d!.email,
  };
  if (!withCertificate) return buyer;
  const [terms] = await db
    .select({ number: distributorBilling.tdsCertificateNumber })
    .from(distributorBilling)
    .where(eq(distributorBilling.distributorId, distributorId));
  return { ...buyer, tdsCertificateNumber: terms?.number ?? null };
}
