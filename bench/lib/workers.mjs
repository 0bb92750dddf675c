// Sign-in throughput with WORKERS=2 vs WORKERS=1: the same built API, both up at once, loaded
// interleaved (A B A B ...) so other work on the machine hits both alike.
import { fmt } from './report.mjs';
import { loadInterleaved, warm } from './load.mjs';

/**
 * Adds the row to `results`. `startApi(extraEnv)` starts the API as the bench does; `login` is
 * the sign-in request (url without the base).
 */
export async function signInWorkersRow({ startApi, results, login, duration, servers }) {
  const two = await startApi({ WORKERS: '2' });
  servers.push(two);
  const one = await startApi({ WORKERS: '1' });
  servers.push(one);
  // Enough connections to keep two processes busy.
  const side = (api) => ({
    url: `${api.base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: login,
    connections: 8,
  });
  await warm(side(two));
  await warm(side(one));
  const [rTwo, rOne] = await loadInterleaved([side(two), side(one)], duration);
  await two.stop();
  await one.stop();
  const ratio = rTwo.rps / rOne.rps;
  results.add({
    metric: 'POST /api/auth/login throughput (8 conns): WORKERS=2 vs WORKERS=1',
    ours: [rTwo.rps, fmt.perSec],
    baseline: [rOne.rps, fmt.perSec],
    ratio,
    target: '>= 1.50x',
    pass: ratio >= 1.5 && rTwo.errors === 0 && rOne.errors === 0,
    raw: { ours: rTwo, baseline: rOne },
  });
}
