import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: files as they are, and index.html for every other GET so deep
 * links work. Unknown /api paths answer a JSON 404 instead.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | undefined }) => {
  const root =
    opts.webDist && fs.existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && root && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
      if (
        url !== '/' &&
        file.startsWith(root) &&
        fs.existsSync(file) &&
        fs.statSync(file).isFile()
      ) {
        return reply.sendFile(path.relative(root, file));
      }
      if (!path.extname(url)) {
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
    }
    return reply
      .status(404)
      .send({ error: isApi ? 'Not found' : 'Page not found', code: 'not_found' });
  });
});
