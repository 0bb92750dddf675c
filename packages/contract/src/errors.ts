import { z } from 'zod';

/**
 * Every error code the API answers, with its meaning. A code is stable: clients decide and
 * translate on it, never on the `error` sentence (which may be reworded). Params named here
 * come in the body's `params`.
 */
export const ERROR_CODES = {
  // Request shape and transport
  validation_failed: 'The request does not match the contract; `details` says where (400).',
  bad_request: 'The request cannot be understood (400).',
  invalid_json: 'The body is not valid JSON, or empty while the content type says JSON (400).',
  invalid_content_length: 'The Content-Length header does not match the body (400).',
  invalid_character: 'Text contains the NUL character, which cannot be stored (400).',
  body_too_large: 'The request body is over the size limit (413).',
  body_too_deep: 'The JSON body is nested more than params.max levels deep (400).',
  request_timeout: 'The request headers or body did not arrive in time (408).',
  headers_too_large: 'The request headers are too large (431).',
  invalid_url: 'The URL is not valid: bad percent-encoding (400) or a part too long (414).',
  unsupported_media_type: 'The content type is not accepted (415).',
  idempotency_key_invalid: 'The Idempotency-Key header is missing or longer than 200 (400).',
  idempotency_key_reused: 'The Idempotency-Key was used before for a different request (409).',
  // Who is asking
  auth_required: 'No session token was sent (401).',
  session_expired: 'The session token is invalid, expired or signed out (401).',
  token_revoked: 'The API token was revoked, by its owner, an admin or a deactivation (401).',
  token_expired: 'The API token is past its expiry date (401).',
  invalid_credentials: 'Wrong email, password, user type, or the account is inactive (401).',
  forbidden: 'The role or the record scope does not allow this (403).',
  admin_only: 'Only an admin may do this (403).',
  rate_limited: 'Too many requests from this address; params.seconds to wait (429).',
  login_throttled:
    'Too many failed sign-ins from this address (for this email, or in all); params.seconds to wait (429).',
  two_factor_invalid:
    'The 2FA code or recovery code is wrong, or the recovery code was used (400).',
  two_factor_code_used:
    "The app's code is right but its time window was already used (e.g. to turn 2FA on): wait for the next (400).",
  two_factor_sign_in_expired: 'The code step expired or used up its tries; sign in again (401).',
  two_factor_setup_required: 'An admin must turn on 2FA (Profile > Security) first (403).',
  token_read_only: 'A read-only API token may only read (GET); this call changes data (403).',
  token_not_allowed:
    'API tokens cannot manage tokens, the password, email, 2FA or sessions; sign in instead (403).',
  // Records
  not_found: 'The record (in the path or named by the body) does not exist or is not visible.',
  email_taken: 'An account or party already uses this email (409).',
  serial_taken: 'Another machine has this serial number (409).',
  tid_taken: 'Another machine has this TID (409).',
  qr_taken: 'Another machine has this QR code (409).',
  conflict: 'A record with the same unique value already exists (409).',
  // Accounts
  account_party_required:
    'A distributor/retailer account needs its distributorId/retailerId (400).',
  first_account_admin: 'The first account must be an admin (400).',
  current_password_incorrect: 'The current password is wrong (400).',
  password_unchanged: 'The new password equals the current one (400).',
  two_factor_already_enabled: 'Two-factor sign-in is already on (409).',
  two_factor_not_enabled: 'Two-factor sign-in is not on (409).',
  two_factor_not_started: 'No 2FA setup is waiting for its code; start again (409).',
  two_factor_mandatory: 'REQUIRE_ADMIN_2FA: an admin cannot turn 2FA off (403).',
  token_limit_reached: 'The account already holds params.max live API tokens; revoke one (409).',
  deletion_already_requested:
    'A request to delete this account is already waiting for an admin (409).',
  deletion_request_closed: 'The deletion request was already acted on: params.status (409).',
  deletion_request_own:
    'An admin cannot act on their own deletion request; another admin does (409).',

  password_too_weak:
    'The password is too easy to guess (estimator score below 3); params.warning and params.suggestions are its feedback keys (400).',
  // Business rules
  invalid_transition: 'The status cannot change from params.from to params.to (409).',
  already_in_status: 'The record already has params.status (409).',
  undo_not_possible:
    'The return cannot be undone: it is not the last change of the assignment or its devices, or the time to undo is over (409).',
  distributor_inactive: 'The distributor is inactive (400).',
  retailer_inactive: 'The retailer is inactive (400).',
  retailer_not_of_distributor: 'The retailer does not belong to the chosen distributor (400).',
  retailer_holds_machines: 'The retailer holds machines; return them before moving it (409).',
  machines_unavailable: 'These machines are not AVAILABLE: params.serials (409).',
  machines_not_found: 'Some machines do not exist or are not visible: params.ids (404).',
  machines_wrong_provider: 'Machines of another service provider: params.serials (400).',
  order_type_mismatch:
    'The order type does not fit the machines (POS: MACHINE_ALLOTMENT, SOUNDBOX: SOUNDBOX_ALLOTMENT; machineType without machines too): params.serials (400).',
  machines_not_held: 'Machines not in an active assignment: params.serials (409).',
  machines_held: 'Machines held by an assignment; return them first: params.serials (409).',
  machine_repeated: 'A machine appears more than once in the request (400).',
  bulk_active_only: 'Bulk assignments can only be created ACTIVE (400).',
  valid_to_before_valid_from: 'An assignment whose validTo is before its validFrom (400).',
  csv_unreadable: 'The CSV cannot be parsed, or its header is wrong; `details` says why (400).',
  csv_empty: 'The CSV has no header row or no data rows (400).',
  // Confirmed delivery (hand-over code)
  handover_not_out_for_delivery:
    'The order is not Out for Delivery (already delivered, or not sent out yet); params.status (409).',
  handover_code_invalid:
    'The hand-over code is wrong; params.triesLeft before the order locks (400).',
  handover_locked:
    'Too many wrong hand-over codes: the order is locked until an admin issues a new code (409).',
  handover_code_not_issued:
    'No hand-over code was issued for this order; an admin issues one (409).',
  receipt_serials_unknown: 'Serials that are not devices of this order: params.serials (400).',
  receipt_serials_unaccounted:
    'Devices of the order not reported as received, missing or damaged: params.serials (400).',
  receipt_serials_repeated: 'Serials reported more than once: params.serials (400).',
  receipt_note_required: 'A note is required when a device is missing or damaged (400).',
  // Stock receipts
  receipt_closed: 'The receipt is closed: it is read-only (409).',
  receipt_list_empty: 'The expected list has no devices (400).',
  receipt_list_invalid:
    'The expected list has errors; each detail names rows.<row>.<column>; params.errorCount (400).',
  repeated_in_list:
    'A list row repeats a serial, TID, QR code, SIM or IMEI of another row (detail).',
  sim_taken: 'Another machine has this SIM number (409).',
  imei_taken: 'Another machine has this IMEI (409).',
  receipt_serials_taken:
    'Received devices that became machines elsewhere since the list was loaded: params.serials (409).',
  receipt_not_closed:
    'Missing and unexpected devices are decided after the receipt is closed (409).',
  receipt_resolution_invalid:
    'The decision does not fit the device (params.state) or it was already decided (409).',
  receipt_device_details_required:
    'Adding an unexpected device to stock needs its type, model and manufacturer (400).',
  receipt_write_off_note_required: 'Writing off a missing device needs a note saying why (400).',
  // Documents (delivery challan, device labels)
  labels_too_many: 'More machines than params.max labels in one request (400).',
  // A merchant's KYC documents
  kyc_document_type:
    'The file is not a PDF, JPEG or PNG (its bytes say so, whatever its name or type) (400).',
  // Bulk actions on the machines list
  selection_too_large:
    'The selection holds params.count machines, more than the params.max one bulk action may touch (400).',
  // Faulty-device swap
  swap_not_assigned:
    'The device is not in an ACTIVE assignment, so it cannot be swapped; params.status (409).',
  swap_same_machine: 'The replacement is the faulty device itself (400).',
  swap_replacement_unavailable:
    'The replacement params.serial is not AVAILABLE (it is params.status) (409).',
  swap_replacement_wrong_type:
    'The replacement params.serial is a params.type, the faulty device a params.expected (400).',
  swap_replacement_wrong_provider:
    'The replacement params.serial belongs to another service provider (400).',
  swap_machine_in_rma: 'The device params.serial is in an open return (RMA) batch (409).',
  swap_replacement_not_found:
    'No device params.serial in the stock the caller may book from (404; the same for one out of scope).',
  // Returns to the provider (RMA batches)
  rma_providers_mixed:
    'The devices belong to more than one provider: params.providers, params.serials (400).',
  rma_machines_not_faulty: 'Only MAINTENANCE devices can be returned: params.serials (400).',
  rma_machines_held:
    'Devices held in an ACTIVE assignment (swap them out first): params.serials (409).',
  rma_machines_in_open_batch: 'Devices already in another open RMA batch: params.serials (409).',
  rma_invalid_transition:
    'The batch cannot take this step from params.status (SENT -> RECEIVED_BY_PROVIDER -> CLOSED) (409).',
  rma_outcomes_incomplete: 'Devices of the batch without an outcome: params.serials (400).',
  rma_outcomes_unknown:
    'Outcomes for devices that are not in the batch, or given twice: params.ids (400).',
  rma_replacement_taken: 'Replacement serials already in stock: params.serials (409).',
  rma_replacement_repeated: 'A replacement serial is given more than once: params.serials (400).',
  // Transfers between distributors
  transfer_same_distributor: 'A transfer goes to another distributor (400).',
  machines_not_with_distributor:
    'Devices not held by the sending distributor without a retailer: params.serials (409).',
  machines_in_transit: 'Devices in a pending transfer (in transit): params.serials (409).',
  // Orders and their devices move together
  assignment_order_open:
    'The assignment books an order that is not delivered: cancel the order instead: params.orderNumber (409).',
  assignment_of_order:
    'The assignment records the devices of order params.orderNumber: return it, do not delete it (409).',
  order_devices_not_held:
    'Devices of the order no longer held for it, so it cannot be delivered: params.serials (409).',
  transfer_not_pending: 'The transfer was already decided: params.status (409).',
  // Merchant identity (PAN, GSTIN, KYC)
  pan_gstin_mismatch: "The GSTIN's characters 3-12 are not the party's PAN (400).",
  // Activation lifecycle (devices at the merchant)
  activation_not_at_retailer: 'Devices not held by a retailer: params.serials (409).',
  activation_not_delivered:
    'Devices on an order not delivered yet, so they cannot be marked INSTALLED: params.serials (409).',
  activation_step_invalid:
    'Only forward steps (ALLOTTED, INSTALLED, ACTIVATED, DEACTIVATED): params.serials (409).',
  activation_kyc_unverified:
    "The retailer's KYC is not VERIFIED, so its devices cannot be ACTIVATED: params.serials (409).",
  activation_date_in_future: "A step's date is after today (India time) (400).",
  // Low-stock alerts
  stock_threshold_repeated:
    'Two thresholds of the list have the same type and model (a blank model, any case) (400).',
  // Scheduled reports
  schedule_recipients_admin_only:
    'Only an admin may mail a scheduled report to extra addresses (403).',
  // Notifications
  email_digest_admins_only:
    'Only an admin may have notification emails as a daily digest (emailDelivery dailyDigest) (403).',
  // Outgoing webhooks
  webhook_url_invalid:
    'The webhook URL is not an http(s) URL with a host, or it carries a user name or password (400).',
  webhook_url_private:
    "The webhook URL's host params.host is or resolves to a private, loopback, link-local, reserved or special-purpose address, or one of this server's own; WEBHOOK_ALLOW_PRIVATE=1 allows it (400).",
  webhook_url_unresolvable: "The webhook URL's host params.host does not resolve (400).",
  webhook_inactive: 'The webhook is turned off: turn it on to send a test event (409).',
  // Billing
  billing_month_open:
    'The month params.month is not over yet (India time): only a closed month is billed (409).',
  billing_default_plan_taken:
    'Another plan is already the default for params.type devices (of this model) (409).',
  billing_plan_wrong_type:
    'The plan params.planId is for params.type devices, not params.expected ones (400).',
  invoice_not_draft: 'The invoice is params.status: only a DRAFT is issued (409).',
  invoice_not_issued: 'The invoice is params.status: only an ISSUED one is cancelled (409).',
  invoice_not_payable:
    'The invoice is params.status: only an ISSUED or PARTIALLY_PAID invoice takes payments (409).',
  payment_exceeds_balance:
    "The payment of params.amountPaise paise is more than the invoice's balance, params.balancePaise paise (409).",
  payment_date_in_future: "The payment's date is after today (India time) (400).",
  payment_date_before_invoice:
    "The payment's date is before the invoice's date, params.earliest (400).",
  payment_already_reversed: 'The payment was reversed already (409).',
  ledger_distributor_required:
    'An admin names the distributor (distributorId) whose ledger to read (400).',
  einvoice_invoice_not_issued:
    'The invoice is params.status: only an ISSUED, PARTIALLY_PAID or PAID invoice has an e-invoice (409).',
  einvoice_buyer_gstin_missing:
    "The distributor has no GSTIN: a B2B e-invoice needs the buyer's; add it to the distributor (409).",
  einvoice_party_incomplete:
    "The e-invoice's params.party (supplier: Profile > Organisation; buyer: the distributor) lacks a valid params.field, e.g. the PIN code or the place (409).",
  einvoice_nothing_taxable:
    'The invoice has no taxable line (only deposits or refunds, which are not a supply): no e-invoice (409).',
  einvoice_negative_total:
    'The invoice total is below zero (refunds exceed the charges): an e-invoice cannot carry it (409).',
  commission_distributor_required:
    "An admin's commission statement PDF names its distributor: distributorId is required (400).",
  invoice_total_negative:
    "The draft's total is below zero: it cannot be a tax invoice (deposits returned go on a refund voucher) (409).",
  credit_note_invoice_not_issued:
    'The invoice is params.status: only an ISSUED, PARTIALLY_PAID or PAID invoice takes a credit note (409).',
  credit_note_exceeds_remaining:
    'The credit note is more than is left to credit on the invoice, params.remainingPaise paise (409).',
  credit_note_line_credited: 'The invoice line params.lineId was credited already (409).',
  credit_note_line_unknown: 'params.lineId is not a line of this invoice (400).',
  credit_note_too_late:
    'A credit note for this invoice was due by params.lastDay (CGST Act section 34: 30 November after its financial year) (409).',
  refund_voucher_not_draft: 'The refund voucher is params.status: only a DRAFT is issued (409).',
  allocation_distributor_mismatch:
    'The credit and the invoice belong to different distributors (409).',
  allocation_credit_not_open:
    'The credit cannot be used: a draft refund voucher, or a reversed payment (params.status) (409).',
  allocation_exceeds_credit: 'More than is left of the credit, params.unappliedPaise paise (409).',
  allocation_exceeds_balance: "More than the invoice's balance, params.balancePaise paise (409).",
  allocation_invoice_not_open:
    'The invoice is params.status: only an ISSUED or PARTIALLY_PAID invoice takes a credit (409).',
  allocation_nothing_open:
    'Nothing to set: the credit is used up, or the distributor has no open invoice (409).',
  payout_exceeds_credit:
    'More than is left of the credit to pay out, params.unappliedPaise paise (409).',
  payout_credit_not_open:
    'The credit cannot be paid out: a draft refund voucher, a reversed payment, or nothing left (params.status) (409).',
  payout_date_before_credit:
    "The payout's date is before the credit's date (its payment's, its document's), params.earliest (400).",
  payment_advance_paid_out:
    "The payment's advance was paid back: it can no longer be reversed (409).",
  commission_already_approved:
    "The month's statement of this distributor is approved already (params.number) (409).",
  commission_nothing_to_pay:
    "The statement's total is not above zero (params.totalPaise paise): nothing to approve (409).",
  billing_run_replaced:
    "A later run of the month replaced this run's drafts: issue the latest run (409).",
  gstr1_supplier_gstin_missing:
    'Our organisation has no GSTIN (Profile > Organisation): GSTR-1 is filed under it (409).',
  billing_export_range_invalid:
    "The export's dates: from and to are required, from not after to, at most 366 days (400).",
  // Database and server
  reference_missing: 'A referenced record does not exist (400).',
  invalid_value: 'A value breaks a data rule: format, length, range or date (400).',
  concurrent_change: 'The data changed at the same time; retry (409).',
  db_unavailable: 'The database is unreachable or starting; retry (503).',
  migrations_pending:
    "The database's schema is older than this code: its migrations have not run yet (503, readiness).",
  shutting_down: 'The process is shutting down; send requests to another one (503, readiness).',
  metrics_forbidden:
    'Metrics are readable only with the METRICS_TOKEN bearer or from the same machine (403).',
  internal: 'Unexpected server failure (500).',
} as const;

export const ErrorCode = z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Why one field was refused: the kinds of zod/JSON-schema issue, in a small stable set. */
export const FIELD_ISSUE_CODES = [
  'required',
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'unknown_field',
] as const;
export const FieldIssueCode = z.enum(FIELD_ISSUE_CODES);
export type FieldIssueCode = z.infer<typeof FieldIssueCode>;

/** A field's problem: a field issue kind, or an error code for that field (e.g. serial_taken). */
export const ErrorDetail = z.object({
  path: z.string(),
  message: z.string(),
  code: z.union([FieldIssueCode, ErrorCode]),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** Values that fill a code's text (machine serials, statuses, waits). */
export const ErrorParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
);
export type ErrorParams = z.infer<typeof ErrorParams>;

/** Every error answer: a human sentence, its stable code, the code's params, field details. */
export const ErrorBody = z.object({
  error: z.string(),
  code: ErrorCode,
  params: ErrorParams.optional(),
  details: z.array(ErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

const ZOD_ISSUE_CODES: Record<string, FieldIssueCode> = {
  invalid_type: 'invalid_type',
  too_small: 'too_small',
  too_big: 'too_big',
  invalid_format: 'invalid_format',
  unrecognized_keys: 'unknown_field',
};

/** The field issue code of a zod issue kind; `missing` turns a wrong type into `required`. */
export function fieldIssueCode(zodCode: string, missing = false): FieldIssueCode {
  if (zodCode === 'invalid_type' && missing) return 'required';
  return ZOD_ISSUE_CODES[zodCode] ?? 'invalid_value';
}

/**
 * A rule of our own (a schema `refine` with `params: { code }`) names its error code; every other
 * issue gets its field issue kind.
 */
export function issueCode(
  zodCode: string,
  params: unknown,
  missing = false,
): FieldIssueCode | ErrorCode {
  if (zodCode === 'custom' && params && typeof params === 'object') {
    const parsed = ErrorCode.safeParse((params as { code?: unknown }).code);
    if (parsed.success) return parsed.data;
  }
  return fieldIssueCode(zodCode, missing);
}

/** Turns zod issues into `details` ('machineIds.2', or '' for the whole body). */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issueCode(issue.code, 'params' in issue ? issue.params : undefined),
  }));
}
