import { CreateAssignmentRequest } from '@dd/contract';
import type { CreateAssignmentBody } from '../../api/assignments';
import { validToBeforeFrom } from '../../components/forms/ValidToAndNotes';

/** The create modal's inputs. */
export interface AssignmentFormValues {
  machineIds: number[];
  distributorId: string;
  retailerId: string;
  validFrom: string;
  validTo: string;
  notes: string;
}

export type AssignmentCheck =
  | { ok: true; body: CreateAssignmentBody }
  /** docs/product/rules.md: machine, distributor and valid-from are required (one message). */
  | { ok: false; problem: 'required' }
  /** Valid To before Valid From: shown on the Valid To field. */
  | { ok: false; problem: 'validTo' };

/**
 * The spec's rules, in order, then the contract's request schema (the server checks the same).
 * assignedBy / assignedByRole are sent as the spec does; the server takes the author from the
 * session and ignores them.
 */
export function checkAssignment(values: AssignmentFormValues): AssignmentCheck {
  if (values.machineIds.length === 0 || !values.distributorId || !values.validFrom) {
    return { ok: false, problem: 'required' };
  }
  if (validToBeforeFrom(values.validFrom, values.validTo)) return { ok: false, problem: 'validTo' };
  const body: CreateAssignmentBody = {
    machineIds: values.machineIds,
    distributorId: Number(values.distributorId),
    retailerId: values.retailerId ? Number(values.retailerId) : null,
    assignedBy: 'admin',
    assignedByRole: 'admin',
    validFrom: values.validFrom,
    validTo: values.validTo || null,
    notes: values.notes.trim(),
  };
  const parsed = CreateAssignmentRequest.safeParse(body);
  if (!parsed.success) {
    const onValidTo = parsed.error.issues.some((issue) => issue.path[0] === 'validTo');
    return { ok: false, problem: onValidTo ? 'validTo' : 'required' };
  }
  return { ok: true, body };
}
