/** The body fields every kind of party has (distributor, retailer). */
type SharedFields = {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string | null;
  state?: string | null;
  gst_number?: string | null;
  status?: 'ACTIVE' | 'INACTIVE';
};

/** The shared fields as table columns; on an update `undefined` leaves a column as it is. */
export function sharedColumns(body: SharedFields) {
  return {
    name: body.name,
    email: body.email,
    phone: body.phone,
    address: body.address,
    city: body.city,
    state: body.state,
    gstNumber: body.gst_number,
    status: body.status,
  };
}

/** The shared fields of a new row: an optional text left out is stored as null. */
export function newSharedColumns(body: SharedFields) {
  return {
    ...sharedColumns(body),
    city: body.city ?? null,
    state: body.state ?? null,
    gstNumber: body.gst_number ?? null,
  };
}
