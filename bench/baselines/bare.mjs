// Baseline: a bare Fastify server with one "hello" route, no plugins, no logging.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
