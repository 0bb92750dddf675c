import { expect, test, type Page } from '@playwright/test';
import { closeDialog, expectAccessible, screenshotBoth } from './support/screens';
import { apiGet, apiToken, signIn } from './support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Me = { user: { retailerId: number } };
type Retailer = { retailer: { id: number; name: string } };

/** Picks `file` for the KYC document the button `upload` stands for (it opens the file picker). */
async function upload(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test("a distributor uploads its retailer's KYC documents, downloads one, and a renamed text file is refused; the retailer reads them", async ({
  page,
}) => {
  test.slow();
  const { retailerId } = (await apiGet<Me>(page, 'retailer', '/auth/me')).user;
  const { name } = (await apiGet<Retailer>(page, 'distributor', `/retailers/${retailerId}`))
    .retailer;

  await signIn(page, 'distributor', '/retailers');
  await page.getByPlaceholder('Search by name, email, shop, or city...').fill(name);
  // The search reaches the URL after a pause: a detail opened before would be closed by it.
  await expect(page).toHaveURL(/[?&]search=/);
  await page
    .getByRole('button', { name: `View ${name}` })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name });
  const section = detail.getByRole('heading', { name: 'KYC documents' });
  await expect(section).toBeVisible();

  await upload(page, 'Upload PAN card', {
    name: 'pan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Document uploaded').first()).toBeVisible();
  await expect(detail.getByText(/^pan\.pdf · uploaded /)).toBeVisible();
  await upload(page, 'Upload Shop photo', { name: 'shop.png', mimeType: 'image/png', buffer: PNG });
  await expect(detail.getByText(/^shop\.png · uploaded /)).toBeVisible();

  // Text named .png, typed image/png by the browser: the server reads the bytes and refuses it.
  await upload(page, 'Upload GST certificate', {
    name: 'gst.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image, only text\n'),
  });
  await expect(page.getByText('The file must be a PDF, JPEG or PNG')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Upload GST certificate' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Download GST certificate' })).toHaveCount(0);

  const answer = page.waitForResponse((r) => r.url().endsWith('/documents/PAN_CARD'));
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download PAN card' }).click();
  expect((await answer).headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toBe('pan.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await file.path())).equals(PDF)).toBe(true);

  await expectAccessible(page);
  await screenshotBoth(page, 'kyc-documents');
  await closeDialog(detail);

  // The retailer reads its own documents (kycDocuments:read), scoped to itself.
  const token = await apiToken(page, 'retailer');
  const own = await page.request.get(`/api/retailers/${retailerId}/documents`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(own.status()).toBe(200);
  const kinds = (
    (await own.json()) as { documents: { kind: string; fileName: string }[] }
  ).documents
    .map((d) => `${d.kind} ${d.fileName}`)
    .sort();
  expect(kinds).toEqual(['PAN_CARD pan.pdf', 'SHOP_PHOTO shop.png']);
  const photo = await page.request.get(`/api/retailers/${retailerId}/documents/SHOP_PHOTO`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(photo.headers()['content-type']).toBe('image/png');
  expect((await photo.body()).equals(PNG)).toBe(true);
});
