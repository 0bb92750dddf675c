/**
 * The fixed demo data set: providers, distributors, retailers and the order / assignment plans.
 * Everything is literal or derived with arithmetic and a seeded PRNG, so every run is identical
 * (only the timestamps move with the day the demo is seeded, so charts show the last two months).
 */

/** mulberry32: a tiny deterministic PRNG (uniform in [0, 1)). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GST_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN (the official mod-36 checksum over the first 14). */
function gstChecksum(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = GST_CHARS.indexOf(first14[i]!) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_CHARS[(36 - (sum % 36)) % 36]!;
}

/**
 * A well-formed GSTIN: state code, PAN (holder type letter C = company, P = person, F = firm, and
 * the initial of the name), entity number 1, 'Z', checksum.
 */
export function gstin(stateCode: string, holder: 'C' | 'P' | 'F', initial: string, seed: number) {
  const rnd = prng(seed);
  const letter = () => LETTERS[Math.floor(rnd() * 26)]!;
  const digits = String(1000 + Math.floor(rnd() * 9000));
  const pan = `${letter()}${letter()}${letter()}${holder}${initial.toUpperCase()}${digits}${letter()}`;
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstChecksum(first14);
}

export const STATE_CODES: Record<string, string> = {
  Gujarat: '24',
  Maharashtra: '27',
  Delhi: '07',
  Rajasthan: '08',
  'Madhya Pradesh': '23',
};

export const PROVIDERS = [
  {
    id: 1,
    name: 'Bharat Payment Services',
    companyName: 'Bharat Payment Services Pvt Ltd',
    email: 'partners@bharatpayments.in',
    phone: '+91 22 4890 1200',
    address: '7th Floor, Trade Centre, Bandra Kurla Complex, Bandra East, Mumbai 400051',
    qrHandle: 'bps',
    midPrefix: 837,
    posCount: 390,
    soundboxCount: 500,
  },
  {
    id: 2,
    name: 'Sarvatra Pay Networks',
    companyName: 'Sarvatra Pay Networks Ltd',
    email: 'support@sarvatrapay.in',
    phone: '+91 79 4003 5500',
    address: '402, Shivalik Shilp, Iscon Cross Road, SG Highway, Ahmedabad 380015',
    qrHandle: 'sarvatra',
    midPrefix: 624,
    posCount: 251,
    soundboxCount: 500,
  },
] as const;

type DistributorSeed = {
  id: number;
  name: string;
  companyName: string;
  holder: 'C' | 'F';
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  status: 'ACTIVE' | 'INACTIVE';
};

/** Ids 1 to 8 in exactly this order: the retailer screen's distributor filter names them. */
export const DISTRIBUTORS: readonly DistributorSeed[] = [
  {
    id: 1,
    name: 'ABC Distributors',
    companyName: 'ABC Distributors Pvt Ltd',
    holder: 'C',
    email: 'accounts@abcdistributors.in',
    phone: '+91 98250 41122',
    address: '3rd Floor, Shivalik Plaza, Near IIM, Ambawadi, Ahmedabad 380015',
    city: 'Ahmedabad',
    state: 'Gujarat',
    status: 'ACTIVE',
  },
  {
    id: 2,
    name: 'XYZ Distributors',
    companyName: 'XYZ Distributors Pvt Ltd',
    holder: 'C',
    email: 'orders@xyzdistributors.in',
    phone: '+91 98201 55870',
    address: 'Unit 14, Marol Industrial Estate, Andheri East, Mumbai 400059',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'ACTIVE',
  },
  {
    id: 3,
    name: 'Instant Mudra Solutions',
    companyName: 'Instant Mudra Solutions Pvt Ltd',
    holder: 'C',
    email: 'hello@instantmudra.in',
    phone: '+91 99090 23456',
    address: '212, Rajhans Complex, Ring Road, Surat 395002',
    city: 'Surat',
    state: 'Gujarat',
    status: 'ACTIVE',
  },
  {
    id: 4,
    name: 'Dhamillion Trading',
    companyName: 'Dhamillion Trading Co.',
    holder: 'F',
    email: 'sales@dhamillion.in',
    phone: '+91 98220 67814',
    address: 'Office 5, Kumar Business Centre, Bund Garden Road, Pune 411001',
    city: 'Pune',
    state: 'Maharashtra',
    status: 'ACTIVE',
  },
  {
    id: 5,
    name: 'Quickpay Solutions',
    companyName: 'Quickpay Solutions LLP',
    holder: 'F',
    email: 'contact@quickpaysolutions.in',
    phone: '+91 98110 34528',
    address: 'B-42, Okhla Industrial Area Phase II, New Delhi 110020',
    city: 'Delhi',
    state: 'Delhi',
    status: 'ACTIVE',
  },
  {
    id: 6,
    name: 'Paymatrix Technologies',
    companyName: 'Paymatrix Technologies Pvt Ltd',
    holder: 'C',
    email: 'ops@paymatrix.in',
    phone: '+91 94140 78215',
    address: '601, Apex Mall, Lal Kothi, Tonk Road, Jaipur 302015',
    city: 'Jaipur',
    state: 'Rajasthan',
    status: 'ACTIVE',
  },
  {
    id: 7,
    name: 'DMCPAY Solutions',
    companyName: 'DMCPAY Solutions Pvt Ltd',
    holder: 'C',
    email: 'support@dmcpay.in',
    phone: '+91 98260 11947',
    address: '18, Sapna Sangeeta Road, Indore 452001',
    city: 'Indore',
    state: 'Madhya Pradesh',
    status: 'ACTIVE',
  },
  {
    id: 8,
    name: 'Raju Mobile Solutions',
    companyName: 'Raju Mobile Solutions',
    holder: 'F',
    email: 'rajumobile.vadodara@gmail.com',
    phone: '+91 97240 88310',
    address: 'Shop 9, Race Course Circle, Vadodara 390007',
    city: 'Vadodara',
    state: 'Gujarat',
    status: 'INACTIVE',
  },
];

export type MachineKind = 'POS' | 'SOUNDBOX';
