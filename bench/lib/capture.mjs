// The baselines run the SQL our services run, captured from the services themselves: the API's
// TypeScript modules are loaded with tsx and called on a drizzle instance whose logger records
// every statement and its parameters. No SQL is copied by hand into the benchmark. Its connection
// pool also records, for each statement, the name it was prepared under (a baseline prepares
// what ours prepares), the columns it answered, and which statements were sent together (a
// Promise.all in our code), so a baseline runs them the same way.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = (p) => tsImport(path.join(root, 'apps/api/src', p), import.meta.url);

export async function apiModules() {
  const [schema, list, dashboard, query, passwords, auth, sessions, tokens, config] =
    await Promise.all([
      api('db/schema/index.ts'),
      api('modules/machines/queries/list.ts'),
      api('modules/dashboard/queries.ts'),
      api('modules/reports/report-sql.ts'),
      api('lib/passwords.ts'),
      api('modules/auth/commands.ts'),
      api('modules/auth/sessions.ts'),
      api('modules/auth/tokens.ts'),
      api('config.ts'),
    ]);
  return { schema, list, dashboard, query, passwords, auth, sessions, tokens, config };
}

export const ADMIN_PRINCIPAL = {
  userId: 1,
  name: 'Bench Admin',
  role: 'admin',
  distributorId: null,
  retailerId: null,
  sessionId: 'bench',
};

/** Where the captured sign-in comes from: values no other parameter has, so they can be found. */
const CAPTURE_META = { ip: '192.0.2.10', userAgent: 'bench-capture' };

const WRAPPED = Symbol('recording');

/**
 * A pool that notes what drizzle sends it: name, parameters, when (`at`), the columns answered
 * and a group number. A statement sent while another of the same work is still running joins
 * that one's group (sent together); else it starts a new group (sent after the last answer).
 */
class RecordingPool extends pg.Pool {
  sent = [];
  #inFlight = 0;
  #group = -1;

  #track(config, values, run) {
    if (this.#inFlight === 0) this.#group += 1;
    const entry = {
      text: typeof config === 'string' ? config : config.text,
      name: typeof config === 'string' ? undefined : config.name,
      params: values ?? [],
      group: this.#group,
      at: Date.now(),
      fields: [],
    };
    this.sent.push(entry);
    this.#inFlight += 1;
    const answer = run();
    answer.then(
      (res) => {
        this.#inFlight -= 1;
        entry.fields = res?.fields?.map((f) => f.name) ?? [];
      },
      () => {
        this.#inFlight -= 1;
      },
    );
    return answer;
  }

  query(config, values, cb) {
    if (typeof values === 'function' || typeof cb === 'function')
      return super.query(config, values, cb);
    return this.#track(config, values, () => super.query(config, values));
  }

  /** A client checked out by drizzle (a transaction): its statements are recorded too. */
  async connect(cb) {
    if (cb) return super.connect(cb);
    const client = await super.connect();
    if (!client[WRAPPED]) {
      const own = client.query;
      client.query = (config, values, cb2) =>
        typeof values === 'function' || typeof cb2 === 'function' || config?.submit
          ? own.call(client, config, values, cb2)
          : this.#track(config, values, () => own.call(client, config, values));
      client[WRAPPED] = true;
    }
    return client;
  }
}

/**
 * Runs `work(db)` on a logging drizzle; answers the statements it ran, in order: `sql`, `params`
 * (as logged), and from the pool `name` (when prepared), `group`, `at` and `fields`.
 */
async function recorded(url, schema, work) {
  const pool = new RecordingPool({ connectionString: url, max: 4 });
  const statements = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  try {
    await work(db);
  } finally {
    await pool.end();
  }
  // The pool saw the same statements (the logger writes each just before sending it).
  const sent = [...pool.sent];
  const key = (text, params) => `${text}\u0000${JSON.stringify(params)}`;
  return statements.map((s) => {
    const i = sent.findIndex((e) => key(e.text, e.params) === key(s.sql, s.params));
    if (i === -1) throw new Error(`capture: the pool did not see ${s.sql.slice(0, 80)}`);
    const [{ name, group, at, fields }] = sent.splice(i, 1);
    return { ...s, ...(name ? { name } : {}), group, at, fields };
  });
}

/** The SQL of a list or aggregate, as the baselines run it (no timing data). */
const plain = (statements) =>
  statements.map(({ sql, params, name }) => ({ sql, params, ...(name ? { name } : {}) }));

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Marks the parameters a baseline must fill per request: `bind[i]` is the name of a request value
 * (`sessionId`, `userId`, `email`, `ip`, `userAgent`) where the captured value was that one, or
 * `{ afterMs }` for a timestamp our code made (now, or now + a lifetime: the baseline makes a
 * fresh one as far from its own now). `userId` is looked for only where `withUser` says (the id
 * is a small number: a constant could equal it).
 */
function bound(statements, values, withUser = () => true) {
  return statements.map((s, n) => {
    const bind = s.params.map((v, i) => {
      if (typeof v === 'string' && ISO_TIME.test(v)) {
        const afterMs = Math.round((Date.parse(v) - s.at) / 1000) * 1000;
        return { afterMs };
      }
      for (const [role, value] of Object.entries(values)) {
        if (role === 'userId' && !withUser(s, n, i)) continue;
        if (value !== null && value !== undefined && v === value) return role;
      }
      return null;
    });
    return {
      sql: s.sql,
      params: s.params,
      ...(s.name ? { name: s.name } : {}),
      fields: s.fields,
      group: s.group,
      ...(bind.some((b) => b !== null) ? { bind } : {}),
    };
  });
}

const groupsOf = (statements) => {
  const groups = [];
  for (const s of statements) (groups[s.group] ??= []).push(s);
  return groups.filter(Boolean);
};

/** A JWT's header and payload (not verified: it is our own, just signed). */
const decodeJwt = (token) =>
  token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));

/**
 * POST /api/auth/login and the session check of every authenticated request, captured by
 * calling the API's own code: its sign-in command (modules/auth/commands.ts) on the admin
 * account, then its session resolver (modules/auth/sessions.ts, what the auth plugin calls) on
 * the token that sign-in gave, its session made a few minutes old so that the "last seen" write
 * ours makes at most once a minute is captured too.
 */
async function captureAuth(url, modules, { jwtSecret, sessionHours, login }) {
  const { schema, auth, sessions, tokens: tokenModule } = modules;
  const tokens = tokenModule.createTokenService(jwtSecret);
  let signedIn;
  const signInStatements = await recorded(url, schema, async (db) => {
    signedIn = await auth
      .createAuthService({ db, tokens, sessionHours })
      .login(login, CAPTURE_META);
  });
  const [header, payload] = decodeJwt(signedIn.token);
  const userId = Number(payload.sub);
  const sessionId = payload.sid;
  // The user row: the first statement that answered a password hash.
  const userIndex = signInStatements.findIndex((s) => s.fields.includes('password_hash'));
  if (userIndex === -1) throw new Error('capture: the sign-in read no password hash');
  const userGroup = signInStatements[userIndex].group;
  const signIn = bound(
    signInStatements,
    {
      sessionId,
      userId,
      email: login.email,
      ip: CAPTURE_META.ip,
      userAgent: CAPTURE_META.userAgent,
    },
    (s) => s.group > userGroup,
  );
  const groups = groupsOf(signIn);
  const session = signIn.find((s) => s.bind?.includes('sessionId'));
  const expiry = session?.bind.findIndex(
    (b, i) => b?.afterMs > 0 && Math.floor(Date.parse(session.params[i]) / 1000) === payload.exp,
  );
  if (!session || expiry === -1)
    throw new Error('capture: no session insert with the token expiry');

  // A session last seen a few minutes ago (setup of the capture, not captured).
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(
      `UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE id = $1`,
      [sessionId],
    );
  } finally {
    await setup.end();
  }
  let principal;
  const lookupStatements = await recorded(url, schema, async (db) => {
    principal = await sessions.sessionResolver(db, tokens)(signedIn.token);
  });
  if (principal?.userId !== userId) throw new Error('capture: the session resolver refused');
  const [lookup, touch, ...more] = bound(lookupStatements, { sessionId, userId });
  if (
    !lookup?.fields.includes('last_seen_at') ||
    !/^update\b/i.test(touch?.sql ?? '') ||
    more.length
  )
    throw new Error(
      `capture: expected the session lookup and its "last seen" update, got ${lookupStatements.map((s) => s.sql.slice(0, 40)).join(' | ')}`,
    );
  return {
    signIn: {
      groups,
      /** The group that answers the user row (password hash, id, type, status). */
      userGroup: groups.findIndex((g) => g.includes(signIn[userIndex])),
    },
    session: { lookup, touch },
    token: {
      alg: header.alg,
      typ: header.typ,
      iss: payload.iss,
      aud: payload.aud,
      expiresAfterMs: session.bind[expiry].afterMs,
    },
  };
}

/** The sorts the sorted list rows apply (as query parameters of GET /api/machines). */
export const SORTED = { sort: 'serialNumber', order: 'desc' };
export const SEARCH_SORTED = { sort: 'model', order: 'asc' };
/**
 * The sorts by a name in another table (machines/queries/holder-order.ts), as a user asks for
 * them: every machine by holder, and the assigned ones by retailer, last name first.
 */
export const NAME_SORTS = [
  { key: 'holder', query: { status: 'all', sort: 'holder', order: 'asc' } },
  { key: 'retailer', query: { status: 'ASSIGNED', sort: 'retailer', order: 'desc' } },
];

/**
 * The statements behind GET /machines (page, count, stats; filtered, searched, sorted, sorted by
 * the holder's and the retailer's names), GET /dashboard/stats (three
 * aggregates), the machines export (the report SELECT, unpaged, for COPY), the session check of
 * every authenticated request and POST /auth/login (`login`: its body, on a bench account).
 */
export async function captureSql(url, modules, { search, jwtSecret, sessionHours, login }) {
  const { schema, list, dashboard, query } = modules;
  const listQuery = (extra) => ({ status: 'AVAILABLE', page: 1, pageSize: 50, ...extra });
  const machinesList = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery({})),
  );
  const machinesSearch = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery({ search })),
  );
  // Sorted by the header: a filter with a sort, and a search with a sort (lib/sorting.ts).
  const machinesSorted = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery(SORTED)),
  );
  const machinesSearchSorted = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery({ search, ...SEARCH_SORTED })),
  );
  const machinesNameSorted = {};
  for (const { key, query } of NAME_SORTS) {
    machinesNameSorted[key] = plain(
      await recorded(url, schema, (db) => list.listMachines(db, ADMIN_PRINCIPAL, listQuery(query))),
    );
  }
  const { todayInIndia } = await tsImport(
    path.join(root, 'packages/contract/src/business-time.ts'),
    import.meta.url,
  );
  const dashboardStats = await recorded(url, schema, (db) =>
    dashboard.dashboardStats(db, ADMIN_PRINCIPAL, todayInIndia(new Date())),
  );
  const exportSelect = new PgDialect().sqlToQuery(
    query.reportSelect('machines', ADMIN_PRINCIPAL, {}, {}),
  );
  if (exportSelect.params.length > 0) throw new Error('the export query has parameters');
  return {
    machinesList: plain(machinesList),
    machinesSearch: plain(machinesSearch),
    machinesSorted: plain(machinesSorted),
    machinesSearchSorted: plain(machinesSearchSorted),
    machinesNameSorted,
    dashboardStats: plain(dashboardStats),
    exportSelect: exportSelect.sql,
    ...(await captureAuth(url, modules, { jwtSecret, sessionHours, login })),
  };
}

/** A statement with its parameters written in as literals (for pgbench and psql). */
export function inline({ sql, params }) {
  return sql.replace(/\$(\d+)/g, (_m, n) => {
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    // An array as PostgreSQL's literal, as node-postgres sends one: {"a","b"}.
    const text = Array.isArray(v)
      ? `{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
      : String(v);
    return `'${text.replace(/'/g, "''")}'`;
  });
}
