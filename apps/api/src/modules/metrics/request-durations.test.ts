import { AggregatorRegistry, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations';

const NAME = 'http_request_duration_seconds';

describe('RequestDurations', () => {
  it('answers a Prometheus histogram: cumulative buckets, +Inf, sum and count per series', async () => {
    const registry = new Registry();
    const durations = new RequestDurations([registry]);
    durations.observe('/api/health', 'GET', 200, 0.003);
    durations.observe('/api/health', 'GET', 200, 0.02);
    durations.observe('/api/health', 'GET', 200, 12);
    durations.observe('/api/machines', 'GET', 401, 0.001);
    const text = await registry.metrics();
    const series = '{route="/api/health",method="GET",status="200"';
    expect(text).toContain(`# TYPE ${NAME} histogram`);
    expect(text).toContain(`${NAME}_bucket${series},le="0.005"} 1\n`);
    expect(text).toContain(`${NAME}_bucket${series},le="0.01"} 1\n`);
    expect(text).toContain(`${NAME}_bucket${series},le="0.025"} 2\n`);
    expect(text).toContain(`${NAME}_bucket${series},le="10"} 2\n`);
    expect(text).toContain(`${NAME}_bucket${series},le="+Inf"} 3\n`);
    expect(text).toContain(`${NAME}_sum${series}} 12.023\n`);
    expect(text).toContain(`${NAME}_count${series}} 3\n`);
    expect(text).toContain(`${NAME}_count{route="/api/machines",method="GET",status="401"} 1\n`);
  });

  it('sums the workers’ series in the cluster view', async () => {
    const workers = [new Registry(), new Registry()];
    const [a, b] = workers.map((r) => new RequestDurations([r]));
    a!.observe('/api/health', 'GET', 200, 0.001);
    b!.observe('/api/health', 'GET', 200, 0.2);
    const merged = AggregatorRegistry.aggregate(
      await Promise.all(workers.map((r) => r.getMetricsAsJSON())),
    );
    const text = await merged.metrics();
    const series = '{route="/api/health",method="GET",status="200"';
    expect(text).toContain(`${NAME}_count${series}} 2\n`);
    expect(text).toContain(`${NAME}_bucket${series},le="0.005"} 1\n`);
    expect(text).toContain(`${NAME}_bucket${series},le="0.25"} 2\n`);
  });
});
