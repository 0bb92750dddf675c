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

/**
 * The load bypassed the triggers, so the held devices get their holding periods here (from 62 days
 * back: the last closed month is held whole), a default plan per type, then one timed run.
 */
export async function billingRunRow({ apiBase, auth, dbUrl, results, log }) {
  const held = await withClient(dbUrl, async (cl) => {
    const res = await cl.query(
      `INSERT INTO machine_holding_periods (machine_id, distributor_id, retailer_id, held_from, stint_from)
       SELECT m.id, m.distributor_id, m.retailer_id, now() - interval '62 days', now() - interval '62 days'
         FROM machines m
        WHERE m.distributor_id IS NOT NULL`,
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
  const month = lastClosedMonth();
  const t0 = performance.now();
  const res = await fetch(`${apiBase}/api/billing/runs`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'bench-run' },
    body: JSON.stringify({ month }),
  });
  const took = performance.now() - t0;
  const body = await res.json();
  if (res.status !== 201) throw new Error(`billing run: ${res.status} ${JSON.stringify(body)}`);
  const { drafts, lines } = body.run;
  log(`  ${month}: ${held} held devices -> ${drafts} drafts, ${lines} lines`);
  results.add({
    metric: `POST /api/billing/runs (${month}): ${fmt.count(held)} held devices -> ${fmt.count(drafts)} drafts, ${fmt.count(lines)} lines`,
    ours: [took, fmt.ms],
    target: `<= ${fmt.count(TARGET_MS)} ms`,
    pass: took <= TARGET_MS && lines >= held,
    raw: { ours: { ms: took, held, drafts, lines, month } },
  });
}

/**
 * The commission statements row: the devices at retailers get activations (the load bypassed the
 * triggers): two in three activated 62 days back (a monthly line each), the rest in the last
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
