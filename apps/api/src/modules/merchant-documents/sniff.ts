import type { KycDocumentType } from '@dd/contract';

/** The file types a document may be, by the bytes they start with (their magic numbers). */
const SIGNATURES: Array<[type: KycDocumentType, magic: number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** Each type's file extension: a document is named with its type's (lib/file-name.ts). */
export const EXTENSION_OF: Record<KycDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The type the bytes say the file is, or null when it is none of those taken. */
export function sniffType(bytes: Buffer): KycDocumentType | null {
  const found = SIGNATURES.find(([, magic]) => magic.every((byte, i) => bytes[i] === byte));
  return found ? found[0] : null;
}
