import type { KycDocument, KycDocumentKind } from '@dd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { actorOf, type Principal } from '../../access/principal';
import { retailerScope } from '../../access/scope';
import type { Db, Executor } from '../../db/client';
import { merchantDocuments, retailers, users } from '../../db/schema';
import { storedFileName } from '../../lib/file-name';
import { badRequest, notFound } from '../../lib/http-errors';
import { audit } from '../../platform/audit';
import { EXTENSION_OF, sniffType } from './sniff';

const columns = {
  kind: merchantDocuments.kind,
  fileName: merchantDocuments.fileName,
  contentType: merchantDocuments.contentType,
  size: merchantDocuments.size,
  uploadedAt: merchantDocuments.uploadedAt,
  uploadedById: merchantDocuments.uploadedBy,
  uploadedByName: users.name,
};
type Row = {
  kind: KycDocumentKind;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
  uploadedById: number | null;
  uploadedByName: string | null;
};

const toDocument = (r: Row): KycDocument => ({
  kind: r.kind,
  fileName: r.fileName,
  contentType: r.contentType as KycDocument['contentType'],
  size: r.size,
  uploadedAt: r.uploadedAt.toISOString(),
  uploadedBy: r.uploadedById ? { id: r.uploadedById, name: r.uploadedByName ?? '' } : null,
});

/** The merchant, when the principal may see it; else 404, as a missing one. */
async function requireMerchant(db: Executor, principal: Principal, id: number): Promise<void> {
  const [found] = await db
    .select({ id: retailers.id })
    .from(retailers)
    .where(and(eq(retailers.id, id), retailerScope(principal)));
  if (!found) throw notFound('not_found', 'Retailer not found');
}

function select(db: Executor) {
  return db
    .select(columns)
    .from(merchantDocuments)
    .leftJoin(users, eq(users.id, merchantDocuments.uploadedBy));
}

/** GET /retailers/{id}/documents: the merchant's KYC documents (without their bytes). */
export async function listDocuments(db: Executor, principal: Principal, id: number) {
  await requireMerchant(db, principal, id);
  const found = await select(db)
    .where(eq(merchantDocuments.retailerId, id))
    .orderBy(asc(merchantDocuments.kind));
  return { documents: found.map(toDocument) };
}

/** GET /retailers/{id}/documents/{kind}: the document with its bytes; 404 when there is none. */
export async function readDocument(
  db: Executor,
  principal: Principal,
  id: number,
  kind: KycDocumentKind,
) {
  await requireMerchant(db, principal, id);
  const [found] = await db
    .select({
      fileName: merchantDocuments.fileName,
      contentType: merchantDocuments.contentType,
      content: merchantDocuments.content,
    })
    .from(merchantDocuments)
    .where(and(eq(merchantDocuments.retailerId, id), eq(merchantDocuments.kind, kind)));
  if (!found) throw notFound('not_found', 'Document not found');
  return found;
}

/**
 * PUT /retailers/{id}/documents/{kind}: stores the file as the merchant's document of that kind
 * (replacing the one before), typed by its bytes; refused unless it is a PDF, JPEG or PNG. Its
 * name is the given one with its type's extension (lib/file-name.ts).
 */
export async function uploadDocument(
  db: Db,
  principal: Principal,
  target: { id: number; kind: KycDocumentKind; fileName: string },
  content: Buffer,
): Promise<KycDocument> {
  const contentType = sniffType(content);
  if (!contentType)
    throw badRequest('kyc_document_type', 'The file must be a PDF, JPEG or PNG', {
      details: [{ path: 'file', message: 'Not a PDF, JPEG or PNG', code: 'kyc_document_type' }],
    });
  const { id, kind } = target;
  const fileName = storedFileName(target.fileName, EXTENSION_OF[contentType]);
  return db.transaction(async (tx) => {
    await requireMerchant(tx, principal, id);
    const values = { contentType, fileName, size: content.length, content };
    const stamp = { uploadedBy: principal.userId, uploadedAt: sql`now()` };
    await tx
      .insert(merchantDocuments)
      .values({ retailerId: id, kind, ...values, ...stamp })
      .onConflictDoUpdate({
        target: [merchantDocuments.retailerId, merchantDocuments.kind],
        set: { ...values, ...stamp },
      });
    await audit(tx, actorOf(principal), {
      action: 'retailer.kyc_document_uploaded',
      entityType: 'retailer',
      entityId: id,
      details: { kind, fileName, contentType, size: content.length },
    });
    const [row] = await select(tx).where(
      and(eq(merchantDocuments.retailerId, id), eq(merchantDocuments.kind, kind)),
    );
    return toDocument(row!);
  });
}
