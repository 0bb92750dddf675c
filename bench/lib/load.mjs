// Load tests with autocannon (programmatic), keeping every response time so the percentiles
// (p50/p95/p99) are exact and computed the same way for ours and the baselines.
import autocannon from 'autocannon';
import { cpuUsPerRequest, withCpu } from './cpu.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarize(latenciesMs) {
  const s = [...latenciesMs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return {
    n: s.length,
    mean,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? NaN,
  };
}

/**
 * Runs autocannon against one URL. Answers req/s over the run, the latency summary and the
 * non-2xx count (a run with errors is reported as such, never as a fast result).
 */
export async function load({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 10,
  duration = 10,
}) {
  const latencies = [];
  let non2xx = 0;
  const instance = autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    pipelining: 1,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    latencies.push(responseTime);
  });
  const result = await instance;
  const seconds = result.duration || duration;
  const out = {
    rps: latencies.length / seconds,
    errors: non2xx + result.errors + result.timeouts,
    connections,
    seconds,
    ...summarize(latencies),
  };
  // Kept for merging interleaved rounds; not enumerable, so it stays out of the JSON results.
  Object.defineProperty(out, 'latencies', { value: latencies, enumerable: false });
  return out;
}

/**
 * Runs several load tests interleaved in short rounds (A B C A B C ...) for `duration` seconds
 * each in total, so a burst of other work on the machine hits every side alike; answers one
 * merged result per side. A side with a `pid` also answers `cpuUs`: that server's CPU per request.
 */
export async function loadInterleaved(sides, duration) {
  const slice = duration >= 4 ? 2 : 1;
  const rounds = Math.max(1, Math.round(duration / slice));
  const parts = sides.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < sides.length; i++)
      parts[i].push(
        sides[i].pid
          ? await withCpu(sides[i].pid, () => load({ ...sides[i], duration: slice }))
          : await load({ ...sides[i], duration: slice }),
      );
  }
  return parts.map((runs, i) => ({
    ...merge(runs),
    ...(sides[i].pid ? { cpuUs: cpuUsPerRequest(runs) } : {}),
  }));
}

function merge(runs) {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return {
    rps: latencies.length / seconds,
    errors: runs.reduce((a, r) => a + r.errors, 0),
    connections: runs[0].connections,
    seconds,
    rounds: runs.map((r) => Math.round(r.rps)),
    ...summarize(latencies),
  };
}

/** A short warm-up so JIT, pools and caches are in their steady state before measuring. */
export async function warm(opts, seconds = 1) {
  await load({ ...opts, duration: seconds });
}

/** Runs `fn` with `concurrency` loops for `seconds`; answers completions per second. */
export async function throughput(fn, { concurrency, seconds }) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const latencies = [];
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await fn();
      latencies.push(performance.now() - t0);
      done += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - t0) / 1000;
  return { rps: done / elapsed, ...summarize(latencies) };
}
