import { OrganisationUpdateRequest, type Organisation } from '@dd/contract';

/** The Organisation form as its inputs hold it ('' for empty). */
export type OrganisationFormValues = {
  name: string;
  address: string;
  gstin: string;
  phone: string;
  email: string;
  hsnPos: string;
  hsnSoundbox: string;
};
export type OrganisationField = keyof OrganisationFormValues;

export const ORGANISATION_FIELDS: OrganisationField[] = [
  'name',
  'address',
  'gstin',
  'phone',
  'email',
  'hsnPos',
  'hsnSoundbox',
];

export function organisationFormValues(org: Organisation | undefined): OrganisationFormValues {
  return {
    name: org?.name ?? '',
    address: org?.address ?? '',
    gstin: org?.gstin ?? '',
    phone: org?.phone ?? '',
    email: org?.email ?? '',
    hsnPos: org?.hsnPos ?? '',
    hsnSoundbox: org?.hsnSoundbox ?? '',
  };
}

/**
 * The contract's rules (the server's own: GSTIN format, state code and check character) over
 * the form: the fields that break one, or the request to send.
 */
export function checkOrganisation(
  values: OrganisationFormValues,
): { ok: true; body: OrganisationUpdateRequest } | { ok: false; invalid: OrganisationField[] } {
  const parsed = OrganisationUpdateRequest.safeParse(values);
  if (parsed.success) return { ok: true, body: values };
  const invalid = new Set<OrganisationField>();
  for (const issue of parsed.error.issues) invalid.add(issue.path[0] as OrganisationField);
  return { ok: false, invalid: ORGANISATION_FIELDS.filter((f) => invalid.has(f)) };
}
