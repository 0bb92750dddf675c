// Baseline: a bare Fastify server with one "hello" route, no plugins, no logging; every answer
// carries our API's security headers and a fresh request id (headers.mjs), as ours does.
import Fastify from 'fastify';
import { answerHeaders, requestIdOptions } from './headers.mjs';

const app = Fastify({ logger: false, ...requestIdOptions });
answerHeaders(app);
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
