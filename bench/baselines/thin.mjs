// Baseline: the thinnest hand-written Fastify + pg server that does the work our API does for
// GET /api/machines and POST /api/auth/login, with the SQL our services run (captured from them,
// see lib/capture.mjs): our security headers and a request id on every answer (headers.mjs);
// for the lists, the bearer check (jose: HS256, issuer, audience, expiry; a verified token is
// remembered until it expires, as ours does), our session lookup (and its "last seen" write at
// most once a minute), then the list's statements in parallel on a pool of the same size, rows
// sent as JSON; for the sign-in, our statements in our order (those ours sends together, sent
// together), argon2id verify of the stored hash, and a JWT like ours. No validation, no mapping,
// no logging: what is left between it and our API is the framework work we add.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import pg from 'pg';
import { answerHeaders, requestIdOptions } from './headers.mjs';

const sql = JSON.parse(fs.readFileSync(process.env.BENCH_SQL_FILE, 'utf8'));
const { session, signIn, token: tokenShape } = sql;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['sign', 'verify'],
);
const app = Fastify({ logger: false, ...requestIdOptions });
answerHeaders(app);

/** A captured statement, prepared under its name when ours prepares it. */
const q = (s, values = s.params, rowMode = undefined) =>
  pool.query({ name: s.name, text: s.sql, values, rowMode });

/**
 * The statement's parameters with this request's values where the capture marked them: a
 * value by name (`values`), or a timestamp as far from `now` as ours made it.
 */
function paramsFor({ params, bind }, values, now = Date.now()) {
  if (!bind) return params;
  return params.map((v, i) => {
    const b = bind[i];
    if (b === null) return v;
    if (typeof b === 'object') return new Date(now + b.afterMs).toISOString();
    return values[b];
  });
}

const refuse = (reply) => reply.code(401).send({ error: 'Unauthorized' });

const verified = new Map();
/** The token's claims when it is ours (signature, algorithm, issuer, audience) and unexpired. */
async function claimsOf(token) {
  let claims = verified.get(token);
  if (!claims) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [tokenShape.alg],
        issuer: tokenShape.iss,
        audience: tokenShape.aud,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      claims = { sessionId: payload.sid, userId: Number(payload.sub), exp: payload.exp };
    } catch {
      return null;
    }
    verified.set(token, claims);
  }
  if (claims.exp * 1000 <= Date.now()) {
    verified.delete(token);
    return null;
  }
  return claims;
}

let lastSeen;
/** A valid bearer token of a live session (our session lookup answers a row), else 401. */
async function authenticate(request, reply) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = bearer ? await claimsOf(bearer) : null;
  const found = claims ? await q(session.lookup, paramsFor(session.lookup, claims), 'array') : null;
  const row = found?.rows[0];
  if (!row) return refuse(reply);
  lastSeen ??= found.fields.findIndex((f) => f.name === 'last_seen_at');
  if (Date.now() - row[lastSeen].getTime() > 60_000)
    await q(session.touch, paramsFor(session.touch, claims));
}

/** The page (the statement with a LIMIT) as row objects, the rest (counts, groups) as raw rows. */
const listRoute = (statements) => {
  const page = statements.find((s) => /\blimit\b/i.test(s.sql));
  if (!page) throw new Error('unexpected list SQL: no page statement');
  const others = statements.filter((s) => s !== page);
  return {
    onRequest: authenticate,
    handler: async () => {
      const [p, ...rest] = await Promise.all([
        q(page),
        ...others.map((s) => q(s, s.params, 'array')),
      ]);
      return { machines: p.rows, aggregates: rest.map((r) => r.rows) };
    },
  };
};

const hasHash = (result) => result.fields.some((f) => f.name === 'password_hash');

/**
 * Our sign-in's statements, group by group (a transaction on one client from its `begin` to its
 * `commit`); after the group that reads the user, argon2id verify of its hash (and its type and
 * status, as ours checks them), 401 when they do not match; then a JWT like ours for the new
 * session, with the user row our last-login update answered.
 */
app.post('/login', async (request, reply) => {
  const { email, password, userType } = request.body;
  const now = Date.now();
  const values = {
    email,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    sessionId: crypto.randomUUID(),
    userId: null,
  };
  let client = null;
  let user;
  try {
    for (const [g, group] of signIn.groups.entries()) {
      if (/^begin\b/i.test(group[0].sql)) client = await pool.connect();
      const on = client ?? pool;
      const results = await Promise.all(
        group.map((s) =>
          on.query({ name: s.name, text: s.sql, values: paramsFor(s, values, now) }),
        ),
      );
      if (/^commit\b/i.test(group[0].sql)) {
        client.release();
        client = null;
      }
      const withHash = results.find(hasHash)?.rows[0];
      if (g === signIn.userGroup) {
        const ok =
          withHash &&
          (await verify(withHash.password_hash, password).catch(() => false)) &&
          withHash.user_type === userType &&
          withHash.status === 'ACTIVE';
        if (!ok) return refuse(reply);
        values.userId = withHash.id;
      }
      if (withHash) user = withHash;
    }
  } catch (err) {
    if (client) {
      await client.query('rollback').catch(() => {});
      client.release();
    }
    throw err;
  }
  const token = await new SignJWT({ sid: values.sessionId })
    .setProtectedHeader({ alg: tokenShape.alg, typ: tokenShape.typ })
    .setSubject(String(values.userId))
    .setIssuer(tokenShape.iss)
    .setAudience(tokenShape.aud)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + tokenShape.expiresAfterMs) / 1000))
    .sign(key);
  const { password_hash: _hash, ...publicUser } = user;
  return { token, user: publicUser };
});

app.get('/ping', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});
app.get('/machines', listRoute(sql.machinesList));
app.get('/machines-search', listRoute(sql.machinesSearch));
app.get('/machines-sorted', listRoute(sql.machinesSorted));
app.get('/machines-search-sorted', listRoute(sql.machinesSearchSorted));
for (const [key, statements] of Object.entries(sql.machinesNameSorted))
  app.get(`/machines-by-${key}`, listRoute(statements));

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
