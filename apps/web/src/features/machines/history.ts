import { MACHINE_IMPORT_COLUMNS, type MachineHistoryEntry } from '@dd/contract';
import type { TFunction } from 'i18next';

const ACTION_KEYS = {
  'machine.created': 'created',
  'machine.imported': 'imported',
  'machine.updated': 'updated',
  'machine.status_changed': 'statusChanged',
  'machine.assigned': 'assigned',
  'machine.released': 'released',
  'machine.receipt_confirmed': 'receiptConfirmed',
  'machine.reported_missing': 'reportedMissing',
  'machine.reported_damaged': 'reportedDamaged',
  'machine.received': 'received',
  'machine.swapped': 'swapped',
  'machine.rma_sent': 'rmaSent',
  'machine.rma_received': 'rmaReceived',
  'machine.rma_closed': 'rmaClosed',
  'machine.rma_replacement': 'rmaReplacement',
  'machine.installed': 'installed',
  'machine.activated': 'activated',
  'machine.deactivated': 'deactivated',
  'machine.transfer_requested': 'transferRequested',
  'machine.transfer_accepted': 'transferAccepted',
  'machine.transfer_received': 'transferReceived',
  'machine.transfer_refused': 'transferRefused',
  'machine.transfer_cancelled': 'transferCancelled',
} as const;

type ActionKey = (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS];

/** The machine fields a history entry can name: the editable ones, as in the import template. */
const FIELD_KEYS = MACHINE_IMPORT_COLUMNS;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const id = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

export function actionLabel(t: TFunction, action: string): string {
  const key: ActionKey | undefined = (ACTION_KEYS as Record<string, ActionKey>)[action];
  return key ? t(`machines.history.actions.${key}`) : action;
}

function statusLabel(t: TFunction, status: string): string {
  return ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE', 'RETIRED'].includes(status)
    ? t(`machines.status.${status as 'AVAILABLE'}`)
    : status;
}

function fieldLabel(t: TFunction, field: string): string {
  return (FIELD_KEYS as readonly string[]).includes(field)
    ? t(`machines.form.${field as (typeof FIELD_KEYS)[number]}`)
    : field;
}

/**
 * The lines under an entry: what changed, to whom, through which order or assignment; `day`
 * shows an activation step's date (lib/format.ts).
 */
export function entryDetails(
  t: TFunction,
  entry: MachineHistoryEntry,
  day: (value: string) => string,
): string[] {
  const lines: string[] = [];
  const { details, before, after } = entry;
  const from = text(before?.status);
  const to = text(after?.status);
  if (entry.action !== 'machine.updated' && from && to && from !== to) {
    lines.push(
      t('machines.history.statusChange', { from: statusLabel(t, from), to: statusLabel(t, to) }),
    );
  }
  const transferNumber = text(details.transferNumber);
  if (entry.action.startsWith('machine.transfer_') && transferNumber) {
    lines.push(
      t('machines.history.transfer', {
        number: transferNumber,
        from: text(details.fromDistributorName) ?? '',
        to: text(details.toDistributorName) ?? '',
      }),
    );
  }
  const holder =
    text(details.distributorName) ?? (to === 'ASSIGNED' ? text(after?.partner) : undefined);
  if (holder) lines.push(t('machines.history.assignedTo', { name: holder }));
  const orderId = id(details.orderId);
  if (orderId) lines.push(t('machines.history.order', { id: orderId }));
  const assignmentId = id(details.assignmentId);
  if (assignmentId) lines.push(t('machines.history.assignment', { id: assignmentId }));
  if (entry.action === 'machine.updated' && Array.isArray(details.changed)) {
    const fields = details.changed.filter((f): f is string => typeof f === 'string');
    if (fields.length) {
      lines.push(
        t('machines.history.changed', { fields: fields.map((f) => fieldLabel(t, f)).join(', ') }),
      );
    }
  }
  if (entry.action === 'machine.imported') lines.push(t('machines.history.viaImport'));
  const confirmedBy = text(details.confirmedBy);
  if (confirmedBy && entry.action === 'machine.receipt_confirmed')
    lines.push(t('machines.history.confirmedBy', { name: confirmedBy }));
  else if (confirmedBy) lines.push(t('machines.history.reportedBy', { name: confirmedBy }));
  const note = text(details.note);
  if (note) lines.push(note);
  const receiptNumber = text(details.receiptNumber);
  if (entry.action === 'machine.received' && receiptNumber) {
    lines.push(t('machines.history.receipt', { number: receiptNumber }));
  }
  if (entry.action === 'machine.swapped') lines.push(...swapLines(t, details));
  const batchNumber = text(details.batchNumber);
  if (entry.action.startsWith('machine.rma_') && batchNumber) {
    lines.push(t('machines.history.rmaBatch', { number: batchNumber }));
  }
  lines.push(...activationLines(t, entry, day));
  return lines;
}

/** An activation step's date, provider reference and install location. */
function activationLines(
  t: TFunction,
  entry: MachineHistoryEntry,
  day: (value: string) => string,
): string[] {
  const after = entry.after ?? {};
  const date =
    entry.action === 'machine.installed'
      ? text(after.installedOn)
      : entry.action === 'machine.activated'
        ? text(after.activatedOn)
        : entry.action === 'machine.deactivated'
          ? text(after.deactivatedAt)
          : undefined;
  if (!date) return [];
  const lines: string[] = [];
  // The provider's first transaction activated it (decision 0176), not a person's step.
  if (entry.action === 'machine.activated' && entry.details.source === 'first_transaction')
    lines.push(t('machines.history.byFirstTransaction'));
  lines.push(t('machines.history.stepDate', { date: day(date) }));
  const ref = text(after.activationRef);
  if (ref) lines.push(t('machines.history.stepRef', { ref }));
  const location = text(after.installLocation);
  if (location) lines.push(t('machines.history.stepLocation', { location }));
  return lines;
}

/** A swap entry: the other device, the reason, whether the TID/MID/QR moved. */
function swapLines(t: TFunction, details: Record<string, unknown>): string[] {
  const other = text(details.otherSerial) ?? '';
  return [
    details.role === 'FAULTY'
      ? t('machines.history.swappedFor', { serial: other })
      : t('machines.history.swappedIn', { serial: other }),
    t('machines.history.swapReason', { reason: text(details.reason) ?? '' }),
    details.mappingMoved === true
      ? t('machines.history.mappingMoved')
      : t('machines.history.mappingKept'),
  ];
}

export function actorText(t: TFunction, entry: MachineHistoryEntry): string {
  const { name, role } = entry.actor;
  if (role === 'system') return t('machines.history.system');
  const who = name ?? t('machines.history.unknownActor');
  return role ? `${who} (${t(`userType.${role}`)})` : who;
}
