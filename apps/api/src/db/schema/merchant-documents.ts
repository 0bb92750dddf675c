import { customType, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, stampedAt } from './columns';
import { retailers } from './retailers';
import { userRef } from './user-columns';

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A merchant's (retailer's) KYC document: its PAN card, GST certificate or shop photo, one of each
 * (a new upload replaces the old; the audit log keeps who uploaded what). `content_type` is the
 * type sniffed from the bytes (PDF, JPEG, PNG), never the one the client named.
 */
export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    id: serialId(),
    retailerId: requiredRef('retailer_id', () => retailers.id, 'cascade'),
    kind: text('kind', { enum: ['PAN_CARD', 'GST_CERTIFICATE', 'SHOP_PHOTO'] }).notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    uploadedBy: userRef('uploaded_by'),
    uploadedAt: stampedAt('uploaded_at'),
  },
  (t) => [uniqueIndex('merchant_documents_kind_key').on(t.retailerId, t.kind)],
);
