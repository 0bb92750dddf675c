import type { MachineImportError } from '@dd/contract';
import type { TFunction } from 'i18next';

/**
 * An import error's text in the UI language, from its code (`machines.import.issues.<code>`,
 * filled with its params: lists read "5, 6"). A code this app does not know yet shows the
 * generic field text; the server's English sentence is never shown.
 */
export function importIssueText(
  t: TFunction,
  error: Pick<MachineImportError, 'params' | 'column'> & { code: string },
): string {
  // The provider is chosen in the dialog: a row without one says so, not "column required".
  if (error.code === 'required' && error.column === 'serviceProviderId')
    return t('machines.import.providerMissing');
  // Only the serial number has a character rule; other codes (SIM, IMEI) have their own format.
  if (error.code === 'invalid_format' && error.column !== 'serialNumber')
    return t('errors.fields.invalid_format');
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.params ?? {})) {
    values[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  const key = `machines.import.issues.${error.code}`;
  const text = t(key as never, values as never) as unknown as string;
  return text === key ? t('errors.fields.invalid_value') : text;
}
