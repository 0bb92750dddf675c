import { GST_STATES, gstStateCode, type InvoiceDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { organisationRow } from '../../organisation';
import { buyerOf, type DocumentBuyer } from '../books/buyer';
import { invoiceDetail } from './queries';
import { loadInvoiceDetail } from './serialize';

/** A party of a tax invoice as the PDF and the e-invoice print it. */
export type InvoiceParty = {
  /** The legal name. */
  name: string;
  address: string;
  /** The city or town (the e-invoice's location). */
  city: string | null;
  pinCode: string | null;
  gstin: string | null;
  /** GST state code ('27') and name, from the GSTIN, else the state. */
  stateCode: string | null;
  stateName: string | null;
  phone: string | null;
  email: string | null;
};

/** What an invoice's documents (the PDF, the e-invoice) print: the invoice and both parties. */
export type InvoiceDocument = {
  invoice: InvoiceDetail;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  paymentTermsDays: number;
  /** The tax split the run stored: CGST and SGST, else IGST. */
  intraState: boolean;
};

/**
 * Our organisation keeps one address text and its PIN code as a field (Profile > Organisation).
 * Its place is the comma-separated part of the address holding the PIN (without it), e.g.
 * '..., Ahmedabad 380015, Gujarat' -> Ahmedabad; else the last part.
 */
function supplierCity(address: string, pinCode: string | null): string | null {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const holding = pinCode ? parts.findLast((part) => part.includes(pinCode)) : undefined;
  if (holding && pinCode) {
    const city = holding
      .replace(pinCode, '')
      .replace(/[\s-]+$|^[\s-]+/g, '')
      .trim();
    if (city) return city;
  }
  return parts.at(-1) ?? null;
}

const withState = (gstin: string | null, state: string | null) => {
  const stateCode = gstStateCode(gstin, state);
  return { stateCode, stateName: stateCode ? (GST_STATES[stateCode] ?? null) : null };
};

/**
 * Both parties of a document of distributor `distributorId`: our organisation as the supplier
 * (its state the one the document was made with, `supplierStateCode`, else our GSTIN's) and the
 * distributor as the recipient: as the issued document copied it (`buyer`), else (a draft) as it
 * is now.
 */
export async function documentParties(
  db: Executor,
  distributorId: number,
  supplierStateCode: string | null,
  buyer: DocumentBuyer | null = null,
): Promise<{ supplier: InvoiceParty; recipient: InvoiceParty }> {
  const org = await organisationRow(db);
  const d = buyer ?? (await buyerOf(db, distributorId));
  return {
    supplier: {
      name: org.name,
      address: org.address,
      city: supplierCity(org.address, org.pinCode),
      pinCode: org.pinCode,
      gstin: org.gstin,
      ...withState(supplierStateCode ?? org.gstin, null),
      phone: org.phone,
      email: org.email,
    },
    recipient: {
      name: d.name,
      address: d.address,
      city: d.city,
      pinCode: d.pinCode,
      gstin: d.gstin,
      ...withState(d.gstin, d.state),
      phone: d.phone,
      email: d.email,
    },
  };
}

/**
 * Invoice `id` with its parties, in the caller's scope (another's, or a draft for a distributor:
 * 404); `null`: the system's own (an email's attachment), unscoped.
 */
export async function invoiceDocument(
  db: Executor,
  principal: Principal | null,
  id: number,
): Promise<InvoiceDocument> {
  const invoice = principal
    ? await invoiceDetail(db, principal, id)
    : await loadInvoiceDetail(db, id);
  const [terms] = await db
    .select({
      days: invoices.paymentTermsDays,
      buyer: invoices.buyer,
      sameState: invoices.sameState,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return {
    invoice,
    // The supplier's state when the invoice was made, the distributor as it named it.
    ...(await documentParties(db, invoice.distributorId, invoice.supplierStateCode, terms!.buyer)),
    paymentTermsDays: terms!.days,
    intraState: terms!.sameState,
  };
}
