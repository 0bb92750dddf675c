/**
 * GST state codes (the first two digits of a GSTIN) and their states: the supplier's state and
 * the place of supply of a tax invoice.
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

const normal = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const BY_NAME = new Map(Object.entries(GST_STATES).map(([code, name]) => [normal(name), code]));

/**
 * The GST state code of a party: its GSTIN's first two digits, else its state's name (any case
 * and spacing); null when neither says.
 */
export function gstStateCode(gstin: string | null, state: string | null): string | null {
  const fromGstin = gstin?.trim().slice(0, 2);
  if (fromGstin && GST_STATES[fromGstin]) return fromGstin;
  return state ? (BY_NAME.get(normal(state)) ?? null) : null;
}

/** A place of supply as an invoice prints it: '27-Maharashtra'. */
export function placeOfSupply(code: string | null): string | null {
  return code ? `${code}-${GST_STATES[code] ?? ''}` : null;
}
