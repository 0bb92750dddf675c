// Sign-in throughput with WORKERS=2 vs WORKERS=1: the same built API, both up at once, loaded
// interleaved (A B A B ...) so other work on the machine hits both alike. argon2id verifies on
// libuv's thread pool, so even one process hashes on every CPU: the second worker adds the
// event-loop share of a sign-in (lookup, session write, JWT, JSON).
import { fmt } from './report.mjs';
import { loadInterleaved, warm } from './load.mjs';

/**
 * Adds the row to `results`. `startApi(extraEnv)` starts the API as the bench does; `login` is
 * the sign-in body (JSON).
 */
export async function signInWorkersRow({ startApi, results, login, duration, servers }) {
  const [two, one] = await Promise.all([startApi({ WORKERS: '2' }), startApi({ WORKERS: '1' })]);
  servers.push(two, one);
  // 4 at once, as the login row: more sign-ins of one account in flight trip the throttle (each
  // counts as a failure until its password is checked).
  const side = (api) => ({
    url: `${api.base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: login,
    connections: 4,
  });
  await warm(side(two));
  await warm(side(one));
  const [rTwo, rOne] = await loadInterleaved([side(two), side(one)], duration);
  await Promise.all([two.stop(), one.stop()]);
  // Information only: on two CPUs, argon2id already hashes on both with one process, so a second
  // worker has no CPU to add (a target needs more cores than the machine has).
  results.add({
    metric: '  (info) POST /api/auth/login throughput (4 conns): WORKERS=2 vs WORKERS=1',
    ours: [rTwo.rps, fmt.perSec],
    baseline: [rOne.rps, fmt.perSec],
    ratio: rTwo.rps / rOne.rps,
    raw: { ours: rTwo, baseline: rOne, errors: rTwo.errors + rOne.errors },
  });
}
