// The benchmark's data set, generated inside PostgreSQL with set-based SQL (generate_series):
// no row goes through Node. Every count scales with BENCH_MACHINES (1,000,000 = the full set).
//
// Shape (ids are dense, so every relation is a formula and the SQL needs no lookups):
//   machine pair p = ceil(i / 2) shares provider and manufacturer (an order books a pair).
//   assignment a holds machines 2a-1 and 2a; its retailer r(a) = (a * 7919) % R + 1 and its
//   distributor the retailer's, d(r) = (r - 1) % D + 1; every 4th assignment has no retailer.
//   a % 5 in (0, 1): ACTIVE (its machines are ASSIGNED, held by it: holder columns set,
//   partner = distributor name, B2B); a % 5 in (2, 3): RETURNED; a % 5 = 4: INACTIVE.
//   order o (o <= O) is the order of assignment o (same parties, same two machines).
// Invariants kept: a machine is in at most one ACTIVE assignment (each machine is in at most one
// assignment at all) and every ASSIGNED machine is held by its ACTIVE assignment.
// Activity (decision 0176): machine i is never seen when i % 5 = 0 (20 %); else it has a
// device_health row, offline when i % 7 = 3 (about 14 % of those seen), last seen 1 hour to 90
// days ago, else online, seen within the last 30 minutes; `machines.activity` says the same. At a
// retailer, pair p's machines are ACTIVATED when p % 4 in (0, 1) (about 90,000 at 1M), INSTALLED
// when 2, ALLOTTED when 3; an ACTIVATED one is dormant when (i / 8) % 5 = 0 (about 18,000).

export function counts(machines) {
  const s = machines / 1_000_000;
  const m = Math.max(100, Math.round(machines));
  const distributors = Math.max(4, Math.round(2_000 * s));
  const retailers = Math.max(8, Math.round(50_000 * s));
  const assignments = Math.min(Math.floor(m / 2), Math.max(10, Math.round(300_000 * s)));
  const orders = Math.min(assignments, Math.max(5, Math.round(200_000 * s)));
  return { machines: m, distributors, retailers, orders, assignments, providers: 2 };
}

export const BENCH_PASSWORD = 'Bench@12345';
export const ADMIN_EMAIL = 'admin@bench.test';
const DISTRIBUTOR_EMAIL = 'distributor@bench.test';

const CITIES = `ARRAY['Mumbai','Delhi','Bengaluru','Hyderabad','Ahmedabad','Chennai','Kolkata','Pune','Jaipur','Surat']`;
const STATES = `ARRAY['Maharashtra','Delhi','Karnataka','Telangana','Gujarat','Tamil Nadu','West Bengal','Maharashtra','Rajasthan','Gujarat']`;

/**
 * The load, as a list of [label, sql] steps. `hashes` are the app's argon2id hashes of
 * BENCH_PASSWORD for the two accounts.
 */
export function loadSteps(c, hashes) {
  const { machines: M, distributors: D, retailers: R, orders: O, assignments: A } = c;
  // The same formulas in SQL, over an assignment number `a`.
  const r = (a) => `((${a}::bigint * 7919) % ${R} + 1)`;
  const d = (a) => `((${r(a)} - 1) % ${D} + 1)`;
  const active = (a) => `(${a} % 5 IN (0, 1))`;
  // Machine i's assignment (if any) is ceil(i / 2).
  const held = `(i <= ${2 * A} AND ${active('((i + 1) / 2)')})`;
  const pair = `((i + 1) / 2)`;
  const atRetailer = `(${held} AND ${pair} % 4 <> 0)`;
  const activation = `CASE WHEN ${atRetailer} THEN (ARRAY['ACTIVATED','ACTIVATED','INSTALLED','ALLOTTED'])[${pair} % 4 + 1] END`;
  const seen = (i) => `(${i} % 5 <> 0)`;
  const offline = (i) => `(${i} % 7 = 3)`;
  return [
    [
      'service providers',
      `INSERT INTO service_providers (id, name, company_name, email, phone, address, status)
       VALUES (1, 'Telering Payments', 'Telering Payments Pvt Ltd', 'ops@telering.test', '9800000001', 'Mumbai', 'ACTIVE'),
              (2, 'Everlife Fintech', 'Everlife Fintech Ltd', 'ops@everlife.test', '9800000002', 'Bengaluru', 'ACTIVE')`,
    ],
    [
      'distributors',
      `INSERT INTO distributors (id, name, email, phone, company_name, address, city, state, gst_number, status, created_at, updated_at)
       SELECT d, 'Distributor ' || d, 'dist' || d || '@bench.test', '9' || lpad(d::text, 9, '0'),
              'Company ' || d || ' Pvt Ltd', d || ' Market Road', (${CITIES})[d % 10 + 1], (${STATES})[d % 10 + 1],
              '27ABCDE' || lpad(d::text, 4, '0') || 'F1Z5', 'ACTIVE',
              now() - (${D} - d) * interval '3 hours', now() - (${D} - d) * interval '3 hours'
       FROM generate_series(1, ${D}) d`,
    ],
    [
      'retailers',
      `INSERT INTO retailers (id, name, email, phone, shop_name, address, city, state, gst_number, distributor_id, status, created_at, updated_at)
       SELECT j, 'Retailer ' || j, 'shop' || j || '@bench.test', '8' || lpad(j::text, 9, '0'),
              'Shop ' || j, j || ' Bazaar Street', (${CITIES})[j % 10 + 1], (${STATES})[j % 10 + 1],
              NULL, (j - 1) % ${D} + 1, 'ACTIVE',
              now() - (${R} - j) * interval '10 minutes', now() - (${R} - j) * interval '10 minutes'
       FROM generate_series(1, ${R}) j`,
    ],
    [
      'users',
      `INSERT INTO users (id, name, email, password_hash, user_type, distributor_id, status)
       VALUES (1, 'Bench Admin', '${ADMIN_EMAIL}', '${hashes.admin}', 'admin', NULL, 'ACTIVE'),
              (2, 'Bench Distributor', '${DISTRIBUTOR_EMAIL}', '${hashes.distributor}', 'distributor', 1, 'ACTIVE')`,
    ],
    [
      'machines',
      `INSERT INTO machines (id, serial_number, model, manufacturer, machine_type, status, partner, partner_type,
                             mid, tid, qr_code, has_standee, service_provider_id, distributor_id, retailer_id,
                             activation_state, allotted_at, installed_on, activated_on, activity, dormant,
                             created_at, updated_at)
       SELECT i,
              CASE WHEN ${pair} % 2 = 0 THEN 'TLR' ELSE 'EVL' END || lpad(i::text, 9, '0'),
              CASE WHEN i % 3 = 0 THEN (ARRAY['QR Soundbox S1','QR Soundbox S2'])[i % 2 + 1]
                   ELSE (ARRAY['Android POS A910','Smart POS P2','Mini POS M1'])[i % 3 + 1] END,
              CASE WHEN ${pair} % 2 = 0 THEN 'Telering' ELSE 'Everlife' END,
              CASE WHEN i % 3 = 0 THEN 'SOUNDBOX' ELSE 'POS' END,
              CASE WHEN ${held} THEN 'ASSIGNED' WHEN i % 50 = 7 THEN 'MAINTENANCE'
                   WHEN i % 50 = 13 THEN 'RETIRED' ELSE 'AVAILABLE' END,
              CASE WHEN ${held} THEN 'Distributor ' || ${d(pair)} END,
              CASE WHEN ${held} THEN 'B2B' END,
              CASE WHEN i % 3 <> 0 THEN 'MID' || lpad((i % 100000)::text, 6, '0') END,
              CASE WHEN i % 3 <> 0 THEN 'T' || lpad(i::text, 9, '0') END,
              CASE WHEN i % 3 = 0 THEN 'QR' || lpad(i::text, 9, '0') END,
              i % 3 = 0 AND i % 2 = 0,
              ${pair} % 2 + 1,
              CASE WHEN ${held} THEN ${d(pair)} END,
              CASE WHEN ${held} AND ${pair} % 4 <> 0 THEN ${r(pair)} END,
              ${activation},
              CASE WHEN ${atRetailer} THEN now() - (i % 300 + 40) * interval '1 day' END,
              CASE WHEN ${atRetailer} AND ${pair} % 4 <> 3 THEN (now() - (i % 300 + 35) * interval '1 day')::date END,
              CASE WHEN ${atRetailer} AND ${pair} % 4 IN (0, 1) THEN (now() - (i % 300 + 31) * interval '1 day')::date END,
              CASE WHEN NOT ${seen('i')} THEN 'NEVER_SEEN' WHEN ${offline('i')} THEN 'OFFLINE' ELSE 'ONLINE' END,
              ${atRetailer} AND ${pair} % 4 IN (0, 1) AND (i / 8) % 5 = 0,
              now() - (${M} - i) * interval '1 minute', now() - (${M} - i) * interval '1 minute'
       FROM generate_series(1, ${M}) i`,
    ],
    [
      'device health',
      `INSERT INTO device_health (machine_id, last_seen_at, online_until, online, battery, signal, network, app_version)
       SELECT i, seen_at, seen_at + interval '30 minutes', NOT ${offline('i')}, (i % 101)::smallint, (i % 6)::smallint,
              (ARRAY['WIFI','4G','4G','5G','ETHERNET'])[i % 5 + 1], '2.' || (i % 7)
       FROM (SELECT i, CASE WHEN ${offline('i')}
                            THEN now() - interval '1 hour' - ((i::bigint * 7919) % (90 * 86400 - 3600)) * interval '1 second'
                            ELSE now() - ((i::bigint * 7919) % 1800) * interval '1 second' END AS seen_at
             FROM generate_series(1, ${M}) i WHERE ${seen('i')}) s`,
    ],
    [
      'orders',
      `INSERT INTO orders (id, order_number, status, order_type, distributor_id, retailer_id, service_provider_id, quantity,
                           machine_type, model, notes, expected_delivery_date, delivery_address, contact_person,
                           contact_phone, created_by, created_at, updated_at)
       SELECT o, 'ORD-' || to_char(now() - (${O} - o) * interval '4 minutes', 'YYYY') || '-' || lpad(o::text, greatest(6, length(o::text)), '0'),
              CASE WHEN ${active('o')} THEN (ARRAY['PENDING','APPROVED','IN_PROGRESS','DELIVERED'])[o % 4 + 1]
                   WHEN o % 5 = 4 THEN 'CANCELLED' ELSE 'DELIVERED' END,
              'MACHINE_ALLOTMENT', ${d('o')}, CASE WHEN o % 4 <> 0 THEN ${r('o')} END, o % 2 + 1, 2,
              CASE WHEN (2 * o - 1) % 3 = 0 THEN 'SOUNDBOX' ELSE 'POS' END, NULL, NULL,
              (now() - (${O} - o) * interval '4 minutes')::date + 7, 'Delivery address ' || o, 'Contact ' || o,
              '7' || lpad(o::text, 9, '0'), 1,
              now() - (${O} - o) * interval '4 minutes', now() - (${O} - o) * interval '4 minutes'
       FROM generate_series(1, ${O}) o`,
    ],
    [
      'order machines',
      `INSERT INTO order_machines (order_id, machine_id)
       SELECT o, 2 * o - k FROM generate_series(1, ${O}) o, (VALUES (0), (1)) AS t(k)`,
    ],
    [
      'order timeline',
      `INSERT INTO order_status_events (order_id, status, notes, user_id, created_at)
       SELECT o, 'PENDING', 'Order created', 1, now() - (${O} - o) * interval '4 minutes'
       FROM generate_series(1, ${O}) o
       UNION ALL
       SELECT id, status, NULL, 1, created_at + interval '1 day' FROM orders WHERE status <> 'PENDING'`,
    ],
    [
      'assignments',
      `INSERT INTO assignments (id, status, distributor_id, retailer_id, order_id, valid_from, valid_to, notes,
                                assigned_by, assigned_by_role, created_at, updated_at)
       SELECT a, CASE WHEN ${active('a')} THEN 'ACTIVE' WHEN a % 5 = 4 THEN 'INACTIVE' ELSE 'RETURNED' END,
              ${d('a')}, CASE WHEN a % 4 <> 0 THEN ${r('a')} END, CASE WHEN a <= ${O} THEN a END,
              (now() - (${A} - a) * interval '3 minutes')::date,
              CASE WHEN NOT ${active('a')} THEN (now() - (${A} - a) * interval '3 minutes')::date + 30 END,
              NULL, 1, 'admin',
              now() - (${A} - a) * interval '3 minutes', now() - (${A} - a) * interval '3 minutes'
       FROM generate_series(1, ${A}) a`,
    ],
    [
      'assignment machines',
      `INSERT INTO assignment_machines (assignment_id, machine_id, active)
       SELECT a, 2 * a - k, ${active('a')} FROM generate_series(1, ${A}) a, (VALUES (0), (1)) AS t(k)`,
    ],
  ];
}

/** The tables the load writes; their secondary indexes are dropped before and rebuilt after. */
export const LOADED_TABLES = [
  'service_providers',
  'distributors',
  'retailers',
  'users',
  'machines',
  'orders',
  'order_machines',
  'order_status_events',
  'assignments',
  'assignment_machines',
  'device_health',
];

/** Tables with a serial id (all but the join tables): their sequences must continue after the generated ids. */
export const SERIAL_TABLES = LOADED_TABLES.filter(
  (table) => !['order_machines', 'assignment_machines', 'device_health'].includes(table),
);

/** Checks the invariants the product relies on; each query must answer 0. */
export const INVARIANT_CHECKS = [
  [
    'machine in two ACTIVE assignments',
    `SELECT count(*) FROM (SELECT machine_id FROM assignment_machines WHERE active GROUP BY 1 HAVING count(*) > 1) x`,
  ],
  [
    'ASSIGNED machine not held by an ACTIVE assignment',
    `SELECT count(*) FROM machines m WHERE m.status = 'ASSIGNED' AND NOT EXISTS (
       SELECT 1 FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
       WHERE am.machine_id = m.id AND am.active AND a.status = 'ACTIVE'
         AND a.distributor_id = m.distributor_id AND a.retailer_id IS NOT DISTINCT FROM m.retailer_id)`,
  ],
  [
    'active link of a non-ACTIVE assignment',
    `SELECT count(*) FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
     WHERE am.active AND a.status <> 'ACTIVE'`,
  ],
  [
    'retailer of another distributor',
    `SELECT count(*) FROM assignments a JOIN retailers r ON r.id = a.retailer_id WHERE r.distributor_id <> a.distributor_id`,
  ],
  [
    'holder set on a machine that is not ASSIGNED',
    `SELECT count(*) FROM machines WHERE status <> 'ASSIGNED' AND (distributor_id IS NOT NULL OR partner IS NOT NULL)`,
  ],
  [
    'machine activity not what its health says (or dormant and not ACTIVATED)',
    `SELECT count(*) FROM machines m LEFT JOIN device_health h ON h.machine_id = m.id
     WHERE m.activity <> CASE WHEN h.machine_id IS NULL THEN 'NEVER_SEEN' WHEN h.online THEN 'ONLINE' ELSE 'OFFLINE' END
        OR (m.dormant AND m.activation_state IS DISTINCT FROM 'ACTIVATED')`,
  ],
  [
    'machine counts differ from the machines',
    `SELECT abs((SELECT count(*) FROM machines) - (SELECT coalesce(sum(n), 0) FROM machine_count_deltas WHERE level = 'all'))
          + abs((SELECT count(*) FROM machines WHERE distributor_id IS NOT NULL) - (SELECT coalesce(sum(n), 0) FROM machine_count_deltas WHERE level = 'distributor'))`,
  ],
];
