import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With node:cluster every worker keeps its own metrics, but a scrape reaches one worker. That
 * worker asks the primary, which gathers every worker's metrics (prom-client's
 * AggregatorRegistry: sums, or the `aggregator` a metric names) and answers the whole text.
 */
const ASK = 'dd:cluster-metrics?';
const ANSWER = 'dd:cluster-metrics';

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

const isAsk = (m: unknown): m is Ask => (m as Ask | null)?.type === ASK;
const isAnswer = (m: unknown): m is Answer => (m as Answer | null)?.type === ANSWER;

/** In the primary, once: answers the workers' requests for the cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: unknown) =>
        worker.send({ type: ANSWER, id, error: String((err as Error)?.message) } satisfies Answer),
    );
  });
}

/** In a worker: the registry it hands the primary when asked (prom-client listens for that). */
export function shareWithCluster(registry: Registry): void {
  new AggregatorRegistry(); // installs the worker's listener (idempotent)
  AggregatorRegistry.setRegistries([registry]);
}

/** How long a worker waits for the primary's answer (prom-client gives workers 5 s). */
const ANSWER_WITHIN_MS = 6_000;
const waiting = new Map<number, { resolve(text: string): void; reject(err: Error): void }>();
let nextId = 0;
let listening = false;

/** In a worker: the whole cluster's metrics, from the primary. */
export function clusterMetricsText(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (message.text !== undefined) pending.resolve(message.text);
      else pending.reject(new Error(`cluster metrics: ${message.error ?? 'no answer'}`));
    });
  }
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('cluster metrics: the primary did not answer'));
    }, ANSWER_WITHIN_MS);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (err) => {
        clearTimeout(timer);
        reject(err);
      },
    });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}
