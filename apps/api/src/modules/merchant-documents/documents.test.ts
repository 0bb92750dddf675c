import fs from 'node:fs';
import { MAX_KYC_DOCUMENT_BYTES } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRetailer } from '../../../test/app';
import { auditOf } from '../../../test/factories/parties';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { storedFileName } from '../../lib/file-name';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB, retA } = world;
type Auth = { authorization: string };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64, 2)]);

const upload = (auth: Auth, id: number, kind: string, body: Buffer, fileName = 'scan.pdf') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/retailers/${id}/documents/${kind}?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...auth, 'content-type': 'application/octet-stream' },
    payload: body,
  });
const get = (auth: Auth, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });

describe('KYC documents of a merchant', () => {
  it('types each file by its bytes, whatever its name, and serves it back as such', async () => {
    const id = world.ra.id;
    const pan = await upload(distA, id, 'PAN_CARD', PDF, 'pan.jpg');
    expect(pan.statusCode).toBe(200);
    expect(pan.json().document).toMatchObject({
      kind: 'PAN_CARD',
      fileName: 'pan.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(
      (await upload(distA, id, 'GST_CERTIFICATE', PNG, 'gst.pdf')).json().document,
    ).toMatchObject({ contentType: 'image/png', fileName: 'gst.png' });
    expect((await upload(admin, id, 'SHOP_PHOTO', JPEG, 'दुकान.png')).json().document).toMatchObject(
      { contentType: 'image/jpeg', fileName: 'दुकान.jpg' },
    );

    const file = await get(distA, `/retailers/${id}/documents/GST_CERTIFICATE`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="gst.png"; filename*=UTF-8\'\'gst.png',
    );
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const photo = await get(admin, `/retailers/${id}/documents/SHOP_PHOTO`);
    expect(photo.headers['content-disposition']).toContain("filename*=UTF-8''%E0%A4%A6");

    const list = await get(retA, `/retailers/${id}/documents`);
    expect(list.json().documents.map((d: { kind: string }) => d.kind)).toEqual([
      'GST_CERTIFICATE',
      'PAN_CARD',
      'SHOP_PHOTO',
    ]);
    const [stored] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT octet_length(content)::int AS n FROM merchant_documents
           WHERE retailer_id = ${id} AND kind = 'PAN_CARD'`,
    );
    expect(stored!.n).toBe(PDF.length);
    const entries = await auditOf(t.database, 'retailer', id);
    expect(entries.map((e) => e.action)).toContain('retailer.kyc_document_uploaded');
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its bytes, even named .pdf', async () => {
    const res = await upload(
      distA,
      world.ra.id,
      'PAN_CARD',
      Buffer.from('MZ\x90\x00 evil'),
      'a.pdf',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('kyc_document_type');
    const empty = await upload(distA, world.ra.id, 'PAN_CARD', Buffer.alloc(0), 'a.pdf');
    expect(empty.json().code).toBe('kyc_document_type');
  });

  it('takes up to 5 MB and refuses more with body_too_large', async () => {
    const full = Buffer.concat([PDF, Buffer.alloc(MAX_KYC_DOCUMENT_BYTES - PDF.length)]);
    expect((await upload(admin, world.ra.id, 'PAN_CARD', full)).statusCode).toBe(200);
    const over = await upload(
      admin,
      world.ra.id,
      'PAN_CARD',
      Buffer.concat([full, Buffer.alloc(1)]),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('body_too_large');
  });

  it('keeps each merchant to those who may see it: another distributor or retailer gets 404', async () => {
    const id = world.ra.id;
    await upload(distA, id, 'PAN_CARD', PDF);
    for (const url of [`/retailers/${id}/documents`, `/retailers/${id}/documents/PAN_CARD`]) {
      const res = await get(distB, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await upload(distB, id, 'PAN_CARD', PDF)).statusCode).toBe(404);

    const other = await createRetailer(t.database, world.a.id);
    expect((await get(retA, `/retailers/${other.id}/documents`)).statusCode).toBe(404);
    expect((await get(retA, `/retailers/${id}/documents/PAN_CARD`)).statusCode).toBe(200);
    // A retailer reads its documents; uploading is for those who may write the merchant.
    expect((await upload(retA, id, 'PAN_CARD', PDF)).statusCode).toBe(403);
    const none = await get(distA, `/retailers/${other.id}/documents/SHOP_PHOTO`);
    expect(none.statusCode).toBe(404);
  });

  it("names each file with its type's extension, without hidden or reordering characters", async () => {
    const id = world.ra.id;
    const named = async (body: Buffer, fileName: string) =>
      (await upload(distA, id, 'PAN_CARD', body, fileName)).json().document.fileName;
    expect(await named(PDF, 'PAN-card.bat')).toBe('PAN-card.pdf');
    expect(await named(PNG, 'poly.html')).toBe('poly.png');
    expect(await named(JPEG, 'x.svg')).toBe('x.jpg');
    // U+202E shows "scan\u202Efdp.exe" as "scanexe.pdf": the override goes, the type's name stays.
    expect(await named(PDF, 'scan\u202Efdp.exe')).toBe('scanfdp.pdf');
    expect(await named(PDF, 'a\tb\u2066c\u200f/..\\d.PDF')).toBe('abc_.._d.pdf');
    expect(await named(PDF, 'Mr. Sharma PAN')).toBe('Mr. Sharma PAN.pdf');
    expect(await named(PDF, '\u202e.htaccess')).toBe('document.pdf');
    expect(await named(PDF, `${'प'.repeat(150)}.pdf`)).toBe(`${'प'.repeat(100)}.pdf`);

    const file = await get(distA, `/retailers/${id}/documents/PAN_CARD`);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat(100)}.pdf"; filename*=UTF-8''${encodeURIComponent('प'.repeat(100))}.pdf`,
    );
    const [audited] = await readRows<{ name: string }>(
      t.database.db,
      sql`SELECT details->>'fileName' AS name FROM audit_log
           WHERE entity_type = 'retailer' AND entity_id = ${id} ORDER BY id DESC LIMIT 1`,
    );
    expect(audited!.name).toBe(`${'प'.repeat(100)}.pdf`);
  });

  it('renames the files stored before the rule as the rule names them (the migration)', async () => {
    const id = world.ra.id;
    const old: Array<[kind: string, type: string, name: string]> = [
      ['PAN_CARD', 'application/pdf', 'PAN-card.bat'],
      ['GST_CERTIFICATE', 'image/png', 'gst\u202Egnp.html  ..'],
      ['SHOP_PHOTO', 'image/jpeg', `\u0007${'દુકાન '.repeat(30)}.svg`],
    ];
    for (const [kind, type, name] of old) {
      await upload(
        admin,
        id,
        kind,
        type === 'application/pdf' ? PDF : type === 'image/png' ? PNG : JPEG,
      );
      await t.database.db.execute(
        sql`UPDATE merchant_documents SET file_name = ${name}, content_type = ${type}
             WHERE retailer_id = ${id} AND kind = ${kind}`,
      );
    }
    const folder = new URL('../../db/migrations/', import.meta.url);
    const migration = fs.readdirSync(folder).find((f) => f.endsWith('_kyc_file_names.sql'));
    const statements = fs
      .readFileSync(new URL(migration!, folder), 'utf8')
      .split('--> statement-breakpoint');
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const stored = await readRows<{ kind: string; name: string }>(
      t.database.db,
      sql`SELECT kind, file_name AS name FROM merchant_documents WHERE retailer_id = ${id}`,
    );
    const extension = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
    for (const [kind, type, name] of old) {
      const now = stored.find((r) => r.kind === kind)!.name;
      expect(now, kind).toBe(storedFileName(name, extension[type as keyof typeof extension]));
    }
    expect(stored.map((r) => r.name).sort()).toEqual(
      ['PAN-card.pdf', `${'દુકાન '.repeat(30).slice(0, 100).trim()}.jpg`, 'gstgnp.png'].sort(),
    );
  });
});
