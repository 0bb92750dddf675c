import type { PartyFormValues, PartyRow } from './descriptor';
import { blankToNull } from './form';

/** A new party's common values (ACTIVE, every text empty). */
export const EMPTY_PARTY: PartyFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  gst_number: '',
  pan: '',
  pin_code: '',
  status: 'ACTIVE',
};

/** A saved party's common values for its edit form (a missing optional field is ''). */
export function partyValues(row: PartyRow & Pick<PartyFormValues, 'status'>): PartyFormValues {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city ?? '',
    state: row.state ?? '',
    gst_number: row.gst_number ?? '',
    pan: row.pan ?? '',
    pin_code: row.pin_code ?? '',
    status: row.status,
  };
}

/** The body a form sends: empty optional fields are cleared (null). */
export function clearBlanks<V extends PartyFormValues>(values: V) {
  return {
    ...values,
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    gst_number: blankToNull(values.gst_number),
    pan: blankToNull(values.pan),
    pin_code: blankToNull(values.pin_code),
  };
}
