// Server CPU per request: user + system time a process spent (from /proc/<pid>/stat), divided by
// the requests it answered. Throughput on a shared machine moves with whatever else runs; the CPU
// a server spends per answer moves much less, so it says whether a change made our work smaller.
import fs from 'node:fs';
import os from 'node:os';

const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

/** CPU time (user + system) of a process in ms, or null when it cannot be read. */
function cpuMsOf(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * Runs `load()` (an autocannon result) while counting the CPU of process `pid`; answers the
 * result with `cpuMs`, the CPU that process spent meanwhile (null when it cannot be read).
 */
export async function withCpu(pid, load) {
  const before = os.platform() === 'linux' ? cpuMsOf(pid) : null;
  const result = await load();
  const after = before === null ? null : cpuMsOf(pid);
  // Set on the result itself: it carries non-enumerable data (its latencies) to keep.
  result.cpuMs = before === null || after === null ? null : after - before;
  return result;
}

/** Microseconds of server CPU per request over runs made with withCpu (null if any is unknown). */
export function cpuUsPerRequest(runs) {
  const requests = runs.reduce((a, r) => a + r.rps * r.seconds, 0);
  if (requests === 0 || runs.some((r) => r.cpuMs == null)) return null;
  return (runs.reduce((a, r) => a + r.cpuMs, 0) * 1000) / requests;
}

/**
 * The info row under a throughput row: server CPU per request, ours vs the baseline's (from
 * loadInterleaved sides with a `pid`); the ratio reads like the throughput's (baseline / ours).
 */
export function serverCpuRow(label, ours, baselineName, baseline) {
  const us = (v) => (v == null ? 'n/a' : `${v.toFixed(1)} µs`);
  return {
    metric: `  (info) ${label}: server CPU per request vs ${baselineName}`,
    ours: us(ours.cpuUs),
    baseline: us(baseline.cpuUs),
    ratio: ours.cpuUs && baseline.cpuUs ? baseline.cpuUs / ours.cpuUs : null,
    raw: { ours: ours.cpuUs, baseline: baseline.cpuUs },
  };
}
