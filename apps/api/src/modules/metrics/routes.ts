import cluster from 'node:cluster';
import { ErrorBody } from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-errors';
import { mayReadMetrics } from './access';
import { clusterMetricsText } from './cluster';
import type { Metrics } from './registry';
import { fileAnswer } from '../route-spec';

/** The Prometheus text (the route's schema describes only its refusal). */
const sendText = (reply: FastifyReply, contentType: string, text: string) =>
  reply.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(text);

export const metricsRoutes: FastifyPluginAsyncZod<{
  metrics: Metrics;
  metricsToken: string | undefined;
}> = async (app, { metrics, metricsToken }) => {
  const { registry } = metrics;
  app.get(
    '/metrics',
    {
      config: { access: 'public', errorCodes: ['metrics_forbidden'] },
      schema: {
        tags: ['health'],
        response: { 200: fileAnswer('Prometheus metrics.', ['text/plain']), 403: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, metricsToken)) {
        throw forbidden(
          'metrics_forbidden',
          'Metrics are readable with METRICS_TOKEN or from this machine only',
        );
      }
      // A worker of a cluster answers for every process: the primary gathers them.
      const text = cluster.isWorker ? await clusterMetricsText() : await registry.metrics();
      return sendText(reply, registry.contentType, text);
    },
  );
};
