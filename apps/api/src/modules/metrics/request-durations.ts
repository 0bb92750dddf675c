import type { Registry } from 'prom-client';

/** Upper bounds (seconds) of the request duration buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = {
  labels: { route: string; method: string; status: number };
  /** Observations per bucket (not cumulative); the last one is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
};

type Sample = { labels: Record<string, string | number>; value: number; metricName: string };

/**
 * `http_request_duration_seconds`, a Prometheus histogram by route, method and status, with
 * prom-client's output (text and JSON, summed across the cluster's workers). Its observe is a
 * map lookup and three additions: prom-client's Histogram checks and hashes the label object on
 * every call, a measurable part of a light request's CPU (docs/scaling.md, per-request overhead).
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help =
    'Time to answer a request, by route pattern, method and status (its _count counts them).';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly labelNames = ['route', 'method', 'status'];
  readonly #series = new Map<string, Series>();

  constructor(registries: Registry[]) {
    // prom-client's Registry takes any object that answers get() in its format.
    for (const r of registries) r.registerMetric(this as never);
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let series = this.#series.get(key);
    if (!series) {
      series = {
        labels: { route, method, status },
        buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.#series.set(key, series);
    }
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    series.buckets[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  get() {
    const values: Sample[] = [];
    for (const { labels, buckets, sum, count } of this.#series.values()) {
      let cumulative = 0;
      buckets.forEach((n, i) => {
        cumulative += n;
        const le = i < DURATION_BUCKETS.length ? DURATION_BUCKETS[i]! : '+Inf';
        values.push({
          labels: { ...labels, le },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  reset(): void {
    this.#series.clear();
  }
}
