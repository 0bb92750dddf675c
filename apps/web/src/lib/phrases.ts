import type { MachineType, Phrase } from '@dd/contract';
import { MACHINE_TYPES } from '@dd/contract/values';
import type { TFunction } from 'i18next';

const isMachineType = (value: unknown): value is MachineType =>
  typeof value === 'string' && (MACHINE_TYPES as readonly string[]).includes(value);

/**
 * A text the server wrote (a timeline entry, a document's line) in the reader's language, from
 * its key and values (`records.<key>`); a machine type is named as the screens name it. Without a
 * key (a line older than the keys that no pattern matched) the stored words show as they are.
 */
export function phraseText(t: TFunction, phrase: Phrase | null, stored: string): string {
  if (!phrase) return stored;
  const { machineType, ...params } = phrase.params;
  const type = isMachineType(machineType) ? t(`machines.type.${machineType}`) : machineType;
  // Each key names its own values; the contract's Phrase does not type them per key.
  const values = { ...params, machineType: type ?? '' };
  return t(`records.${phrase.key}` as never, values as never) as unknown as string;
}
