/**
 * The name a file a user uploaded is stored and served under (decision 0160): the given name's
 * stem, without characters that hide or reorder text (C0 and C1 controls, bidirectional
 * controls, line and paragraph separators) or that no file system takes, cut to
 * MAX_FILE_STEM characters, then the extension of the type its bytes are. So `PAN.bat` sent as
 * PDF bytes is `PAN.pdf`, and no name can pose as another type (`scan\u202Efdp.exe`).
 * Migration 0025_kyc_file_names.sql applied the same rule to the names stored before it.
 */
const MAX_FILE_STEM = 100;

const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const RESERVED = /[/\\:*?"<>|]/g;
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/** `given` as a stored file name with `extension` (no dot); `document` when nothing is left. */
export function storedFileName(given: string, extension: string): string {
  const shown = given.replace(HIDDEN, '').replace(RESERVED, '_');
  const stem = shown.replace(/[ .]+$/, '').replace(EXTENSION, '');
  const cut = Array.from(stem).slice(0, MAX_FILE_STEM).join('');
  return `${cut.replace(/^[ .]+|[ .]+$/g, '') || 'document'}.${extension}`;
}
