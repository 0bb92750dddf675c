import {
  ACTIVATION_NEXT,
  ACTIVATION_STEPS,
  can,
  type ActivationState,
  type ActivationStep,
  type UserType,
} from '@dd/contract';

/**
 * The steps a role may ask for, as the API's requireStepAllowed (modules/activation/steps.ts):
 * callers with machines:install; the provider's steps (ACTIVATED, DEACTIVATED) are the admin's,
 * the holding distributor (or retailer) records INSTALLED.
 */
export function stepsForRole(role: UserType): ActivationStep[] {
  if (!can(role, 'machines:install')) return [];
  return ACTIVATION_STEPS.filter((s) => role === 'admin' || s === 'INSTALLED');
}

/** The states a device may take `step` from (ACTIVATION_NEXT read backwards). */
export function statesBefore(step: ActivationStep): ActivationState[] {
  return (Object.keys(ACTIVATION_NEXT) as ActivationState[]).filter((s) =>
    ACTIVATION_NEXT[s].includes(step),
  );
}

/** The one detail a step records besides its date: where it was installed, or its reference. */
export const extraFieldOf = (step: ActivationStep) =>
  step === 'INSTALLED' ? 'location' : step === 'ACTIVATED' ? 'ref' : null;

/** That detail as the request's field: none for other steps, null when left empty. */
export function extraOf(step: ActivationStep, extra: string) {
  const field = extraFieldOf(step);
  return field ? { [field]: extra.trim() || null } : {};
}
