/**
 * Metrics under node:cluster: a scrape reaches one worker, which answers for the whole cluster
 * through the primary (counts summed, database gauges not).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'cluster-metrics-fixture.ts',
);

describe('cluster metrics', () => {
  it("a worker answers with every worker's metrics, aggregated by the primary", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture], {
      timeout: 60_000,
    });
    expect(stdout).toMatch(/^test_requests_total 3$/m);
    expect(stdout).toMatch(/^test_rows 20$/m);
  }, 70_000);
});
