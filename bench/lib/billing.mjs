// The monthly billing run row (#35): POST /api/billing/runs for the last closed month, over every
// device the data set holds, against its absolute target (60 s at 1,000,000 machines); and the
// commission statements of that month over the devices at retailers (the same target).
import { withClient } from './db.mjs';
import { fmt } from './report.mjs';

const TARGET_MS = 60_000;

/** The last closed month in India ('YYYY-MM'). */
function lastClosedMonth(now = new Date()) {
  const india = new Date(now.getTime() + 330 * 60_000);
  const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const plan = (machineType) => ({
  name: `Bench ${machineType}`,
  machineType,
  isDefault: true,
  monthlyRentPaise: 30000,
  depositPaise: 150000,
  activationCommissionPaise: 25000,
  monthlyCommissionPaise: 4000,
  clawbackDays: 30,
  effectiveFrom: '2020-01',
});

/** One held device in LEFT_EVERY came and went back within the month: a refund voucher's line. */
const LEFT_EVERY = 50;

/**
 * The load wrote the machines without custody, so the held devices get their holding periods here (from 62 days
 * back: the last closed month is held whole; one in LEFT_EVERY came on the month's 3rd and left
 * on its 20th, so its deposit is charged and refunded), a default plan per type, then one timed
 * run. Answers the run's id (the issue row issues its drafts).
 */
export async function billingRunRow({ apiBase, auth, dbUrl, results, log }) {
  const month = lastClosedMonth();
  const held = await withClient(dbUrl, async (cl) => {
    const res = await cl.query(
      `INSERT INTO machine_holding_periods
         (machine_id, distributor_id, retailer_id, held_from, held_to, stint_from, left_distributor)
       SELECT m.id, m.distributor_id, m.retailer_id, p.held_from, p.held_to, p.held_from, p.left_it
         FROM machines m
        CROSS JOIN LATERAL (
          SELECT CASE WHEN m.id % $2 = 0 THEN ($1::date + 2) AT TIME ZONE 'Asia/Kolkata'
                      ELSE now() - interval '62 days' END AS held_from,
                 CASE WHEN m.id % $2 = 0 THEN ($1::date + 19) AT TIME ZONE 'Asia/Kolkata' END
                   AS held_to,
                 CASE WHEN m.id % $2 = 0 THEN true END AS left_it
        ) p
        WHERE m.distributor_id IS NOT NULL`,
      [`${month}-01`, LEFT_EVERY],
    );
    await cl.query('ANALYZE machine_holding_periods');
    return res.rowCount;
  });
  for (const type of ['POS', 'SOUNDBOX']) {
    const res = await fetch(`${apiBase}/api/billing/plans`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': `bench-${type}` },
      body: JSON.stringify(plan(type)),
    });
    if (res.status !== 201) throw new Error(`billing plan: ${res.status} ${await res.text()}`);
  }
  const t0 = performance.now();
  const res = await fetch(`${apiBase}/api/billing/runs`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'bench-run' },
    body: JSON.stringify({ month }),
  });
  const took = performance.now() - t0;
  const body = await res.json();
  if (res.status !== 201) throw new Error(`billing run: ${res.status} ${JSON.stringify(body)}`);
  const { drafts, lines, refundVoucherIds } = body.run;
  log(`  ${month}: ${held} held devices -> ${drafts} drafts, ${lines} lines`);
  results.add({
    metric: `POST /api/billing/runs (${month}): ${fmt.count(held)} held devices -> ${fmt.count(drafts)} drafts (${fmt.count(refundVoucherIds.length)} refund vouchers), ${fmt.count(lines)} lines`,
    ours: [took, fmt.ms],
    target: `<= ${fmt.count(TARGET_MS)} ms`,
    pass: took <= TARGET_MS && lines >= held && refundVoucherIds.length > 0,
    raw: { ours: { ms: took, held, drafts, lines, month, vouchers: refundVoucherIds.length } },
  });
  return body.run.id;
}

/** Issuing a month's drafts is a job: at most this long per draft, on average. */
const ISSUE_TARGET_MS_PER_DRAFT = 50;

/**
 * Issue all (decision 0159): POST /api/billing/runs/{id}/issue queues the job, then the run is
 * read every 250 ms until the job is done; the row is the time from the ask to DONE, per draft.
 */
export async function issueAllRow({ apiBase, auth, runId, results, log }) {
  const t0 = performance.now();
  const asked = await fetch(`${apiBase}/api/billing/runs/${runId}/issue`, {
    method: 'POST',
    headers: auth,
  });
  if (asked.status !== 202) throw new Error(`issue all: ${asked.status} ${await asked.text()}`);
  let run = (await asked.json()).run;
  while (run.issue.state !== 'DONE') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const res = await fetch(`${apiBase}/api/billing/runs/${runId}`, { headers: auth });
    run = (await res.json()).run;
  }
  const took = performance.now() - t0;
  const { total, done, errors } = run.issue;
  log(`  ${done} of ${total} drafts issued, ${errors.length} refused`);
  const perDraft = took / Math.max(total, 1);
  results.add({
    metric: `POST /api/billing/runs/{id}/issue (the job): ${fmt.count(total)} drafts issued, ms per draft`,
    ours: [perDraft, fmt.ms],
    target: `<= ${ISSUE_TARGET_MS_PER_DRAFT} ms`,
    pass: perDraft <= ISSUE_TARGET_MS_PER_DRAFT && done === total && errors.length === 0,
    raw: { ours: { ms: took, total, done, refused: errors.length } },
  });
}

/**
 * The commission statements row: the devices at retailers get activations (the load wrote the
 * machines without custody): two in three activated 62 days back (a monthly line each), the rest in the last
 * closed month, every other one of those deactivated 10 days later (a clawback). Then one timed
 * GET /api/billing/commissions of every distributor (after billingRunRow: its plans).
 */
export async function commissionsRow({ apiBase, auth, dbUrl, results, log }) {
  const month = lastClosedMonth();
  const activated = await withClient(dbUrl, async (cl) => {
    const res = await cl.query(
      `INSERT INTO machine_activations
         (machine_id, activated_on, distributor_id, retailer_id, ended_on, deactivated)
       SELECT m.id, d.day, m.distributor_id, m.retailer_id,
              CASE WHEN m.id % 6 = 5 THEN d.day + 10 END, m.id % 6 = 5
         FROM machines m
        CROSS JOIN LATERAL (
          SELECT CASE WHEN m.id % 3 < 2 THEN (now() - interval '62 days')::date
                      ELSE $1::date + (m.id % 17)::int END AS day
        ) d
        WHERE m.retailer_id IS NOT NULL`,
      [`${month}-01`],
    );
    await cl.query('ANALYZE machine_activations');
    return res.rowCount;
  });
  const t0 = performance.now();
  const res = await fetch(`${apiBase}/api/billing/commissions?month=${month}`, { headers: auth });
  const body = await res.json();
  const took = performance.now() - t0;
  if (res.status !== 200) throw new Error(`commissions: ${res.status} ${JSON.stringify(body)}`);
  const lines = body.statements.reduce((n, s) => n + s.lines.length, 0);
  log(
    `  ${month}: ${activated} activations -> ${body.statements.length} statements, ${lines} lines`,
  );
  results.add({
    metric: `GET /api/billing/commissions (${month}): ${fmt.count(activated)} activations -> ${fmt.count(body.statements.length)} statements, ${fmt.count(lines)} lines`,
    ours: [took, fmt.ms],
    target: `<= ${fmt.count(TARGET_MS)} ms`,
    pass: took <= TARGET_MS && lines > 0,
    raw: { ours: { ms: took, activated, statements: body.statements.length, lines, month } },
  });
}
