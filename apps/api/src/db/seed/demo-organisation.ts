import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { organisation } from '../schema';

/** The demo company: the consignor on the demo's delivery challans (a valid GSTIN for Gujarat). */
const DEMO_ORGANISATION = {
  name: 'Deccan Devices Distribution Pvt Ltd',
  address:
    '7th Floor, Shivalik Corporate Park, 132 Feet Ring Road, Satellite, Ahmedabad 380015, Gujarat',
  pinCode: '380015',
  gstin: '24AADCD4821M1ZO',
  phone: '+91 79 4890 2200',
  email: 'dispatch@deccandevices.example',
  hsnPos: '84705010',
  hsnSoundbox: '85182900',
};

export async function seedOrganisation(tx: Tx): Promise<void> {
  await tx.update(organisation).set(DEMO_ORGANISATION).where(eq(organisation.id, 1));
}
