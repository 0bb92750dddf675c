import { READ_ONLY_METHODS, isSessionOnlyRoute, type ErrorCode } from '@dd/contract';
import { IDEMPOTENCY_CODES } from '../platform/idempotency';

/** The status each route-specific code answers with (the common ones are derived below). */
const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  invalid_credentials: 401,
  login_throttled: 429,
  two_factor_sign_in_expired: 401,
  two_factor_setup_required: 403,
  two_factor_mandatory: 403,
  two_factor_already_enabled: 409,
  two_factor_not_enabled: 409,
  two_factor_not_started: 409,
  admin_only: 403,
  email_taken: 409,
  serial_taken: 409,
  tid_taken: 409,
  qr_taken: 409,
  invalid_transition: 409,
  already_in_status: 409,
  retailer_holds_machines: 409,
  machines_unavailable: 409,
  machines_not_found: 404,
  swap_replacement_not_found: 404,
  labels_too_many: 400,
  machines_not_held: 409,
  machines_held: 409,
  idempotency_key_reused: 409,
  body_too_large: 413,
  handover_not_out_for_delivery: 409,
  handover_locked: 409,
  handover_code_not_issued: 409,
  swap_not_assigned: 409,
  swap_replacement_unavailable: 409,
  swap_machine_in_rma: 409,
  machines_in_transit: 409,
  machines_not_with_distributor: 409,
  transfer_not_pending: 409,
  activation_not_at_retailer: 409,
  activation_not_delivered: 409,
  deletion_already_requested: 409,
  deletion_request_closed: 409,
  deletion_request_own: 409,
  activation_step_invalid: 409,
  activation_kyc_unverified: 409,
  schedule_recipients_admin_only: 403,
  email_digest_admins_only: 403,
  billing_month_open: 409,
  billing_default_plan_taken: 409,
  invoice_not_draft: 409,
  invoice_not_issued: 409,
  invoice_not_payable: 409,
  payment_exceeds_balance: 409,
  payment_already_reversed: 409,
  token_limit_reached: 409,
  undo_not_possible: 409,
  einvoice_party_incomplete: 409,
  einvoice_invoice_not_issued: 409,
  einvoice_buyer_gstin_missing: 409,
  einvoice_nothing_taxable: 409,
  einvoice_negative_total: 409,
  invoice_total_negative: 409,
  credit_note_invoice_not_issued: 409,
  credit_note_exceeds_remaining: 409,
  credit_note_line_credited: 409,
  credit_note_too_late: 409,
  refund_voucher_not_draft: 409,
  allocation_distributor_mismatch: 409,
  allocation_credit_not_open: 409,
  allocation_exceeds_credit: 409,
  allocation_exceeds_balance: 409,
  allocation_invoice_not_open: 409,
  allocation_nothing_open: 409,
  payout_exceeds_credit: 409,
  payout_credit_not_open: 409,
  payment_advance_paid_out: 409,
  commission_already_approved: 409,
  commission_nothing_to_pay: 409,
  billing_run_replaced: 409,
  gstr1_supplier_gstin_missing: 409,
  assignment_order_open: 409,
  assignment_of_order: 409,
  order_devices_not_held: 409,
  receipt_serials_taken: 409,
  receipt_closed: 409,
  receipt_not_closed: 409,
  receipt_resolution_invalid: 409,
  rma_replacement_taken: 409,
  rma_machines_held: 409,
  rma_machines_in_open_batch: 409,
  rma_invalid_transition: 409,
  webhook_inactive: 409,
  // A route without an id in its path that still hides another's record (the ledger).
  not_found: 404,
  metrics_forbidden: 403,
  db_unavailable: 503,
  migrations_pending: 503,
  shutting_down: 503,
};

type RouteInfo = {
  url: string;
  /** The HTTP method(s); an API token's limits depend on it. */
  method?: string | readonly string[];
  schema: Record<string, unknown>;
  config?: { access?: string; errorCodes?: readonly ErrorCode[] };
};

/**
 * The codes a route can answer, by status: common ones from any call (a query string that does
 * not decode, too many calls, an internal error) and from its shape (a schema can fail
 * validation, a non-public route needs a session, an access rule can refuse, a `:id` can be
 * missing, an Idempotency-Key can be malformed or reused) plus those it declares in
 * `config.errorCodes`.
 */
export function routeErrorCodes(route: RouteInfo): Record<number, ErrorCode[]> {
  const byStatus: Record<number, Set<ErrorCode>> = {};
  const add = (status: number, code: ErrorCode) =>
    (byStatus[status] ??= new Set<ErrorCode>()).add(code);
  const { schema, config } = route;
  // Any call's query string may not decode (plugins/framework-errors.ts).
  add(400, 'invalid_url');
  if (schema.body || schema.querystring || schema.params || schema.headers) {
    add(400, 'validation_failed');
    add(400, 'invalid_character');
  }
  if (schema.body) {
    add(400, 'invalid_json');
    add(400, 'body_too_deep');
  }
  const access = config?.access ?? 'public';
  if (access !== 'public') {
    add(401, 'auth_required');
    add(401, 'session_expired');
    add(401, 'token_revoked');
    add(401, 'token_expired');
  }
  if (access !== 'public' && access !== 'optional' && access !== 'authenticated') {
    add(403, 'forbidden');
  }
  // What an API token may not do (modules/api-tokens/guard.ts); a session never gets these.
  const methods = [route.method ?? []].flat();
  if (access !== 'public') {
    if (methods.some((m) => isSessionOnlyRoute(m, route.url))) add(403, 'token_not_allowed');
    else if (methods.some((m) => !READ_ONLY_METHODS.includes(m))) add(403, 'token_read_only');
  }
  if (route.url.includes(':')) add(404, 'not_found');
  add(429, 'rate_limited');
  add(500, 'internal');
  const headers = schema.headers as { shape?: Record<string, unknown> } | undefined;
  const idempotent = headers?.shape?.['idempotency-key'] ? IDEMPOTENCY_CODES : [];
  for (const code of [...idempotent, ...(config?.errorCodes ?? [])]) {
    add(STATUS_OF[code] ?? 400, code);
  }
  return Object.fromEntries(Object.entries(byStatus).map(([s, codes]) => [s, [...codes]]));
}
