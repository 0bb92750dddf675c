import { OrganisationUpdateRequest, TdsSettings, type Organisation } from '@dd/contract';
import { readPercentBp, percentText, type PercentProblem } from '../../lib/percent';
import { readRupees, rupeeText, type RupeeProblem } from '../../lib/rupees';

/** The Organisation form as its inputs hold it ('' for empty). */
export type OrganisationFormValues = {
  name: string;
  address: string;
  pinCode: string;
  gstin: string;
  phone: string;
  email: string;
  hsnPos: string;
  hsnSoundbox: string;
  /** TDS on commissions in percent ('2', '0.75'), sent as basis points. */
  tdsRate: string;
  /** The yearly threshold in rupees, sent as paise. */
  tdsThreshold: string;
};
export type OrganisationField = keyof OrganisationFormValues;

/** Why a TDS field was refused: its text is under billing.percent.* or billing.rupees.*. */
export type TdsProblems = { tdsRate?: PercentProblem; tdsThreshold?: RupeeProblem };

const TDS_MAX_BP = TdsSettings.shape.tdsRateBp.maxValue!;

const ORGANISATION_FIELDS: OrganisationField[] = [
  'name',
  'address',
  'pinCode',
  'gstin',
  'phone',
  'email',
  'hsnPos',
  'hsnSoundbox',
  'tdsRate',
  'tdsThreshold',
];

export function organisationFormValues(org: Organisation | undefined): OrganisationFormValues {
  return {
    name: org?.name ?? '',
    address: org?.address ?? '',
    pinCode: org?.pinCode ?? '',
    gstin: org?.gstin ?? '',
    phone: org?.phone ?? '',
    email: org?.email ?? '',
    hsnPos: org?.hsnPos ?? '',
    hsnSoundbox: org?.hsnSoundbox ?? '',
    tdsRate: org ? percentText(org.tdsRateBp) : '',
    tdsThreshold: org ? rupeeText(org.tdsThresholdPaise) : '',
  };
}

/**
 * The contract's rules (the server's own: GSTIN format, state code and check character) over
 * the form, the TDS rate read as basis points and the threshold as paise (never a float): the
 * fields that break one (with the TDS fields' problems), or the request to send.
 */
export function checkOrganisation(
  values: OrganisationFormValues,
):
  | { ok: true; body: OrganisationUpdateRequest }
  | { ok: false; invalid: OrganisationField[]; tds: TdsProblems } {
  const { tdsRate, tdsThreshold, ...details } = values;
  const rate = readPercentBp(tdsRate, { maxBp: TDS_MAX_BP });
  const threshold = readRupees(tdsThreshold, { allowZero: true });
  const parsed = OrganisationUpdateRequest.safeParse(details);
  if (parsed.success && 'bp' in rate && 'paise' in threshold)
    return {
      ok: true,
      body: { ...details, tdsRateBp: rate.bp, tdsThresholdPaise: threshold.paise },
    };
  const invalid = new Set<OrganisationField>();
  for (const issue of parsed.error?.issues ?? []) invalid.add(issue.path[0] as OrganisationField);
  const tds: TdsProblems = {};
  if ('problem' in rate) tds.tdsRate = rate.problem;
  if ('problem' in threshold) tds.tdsThreshold = threshold.problem;
  for (const field of Object.keys(tds)) invalid.add(field as OrganisationField);
  return { ok: false, invalid: ORGANISATION_FIELDS.filter((f) => invalid.has(f)), tds };
}
