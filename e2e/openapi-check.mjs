// Preloaded into the journeys' API process (`node --import`, by e2e/server.mjs): every answer the
// journeys receive is held to the OpenAPI document, as the API tests' answers are (decision 0154).
// The product's own code knows nothing of it: the hook is added through Fastify's
// `fastify.initialization` diagnostics channel. Each mismatch is appended to
// OPENAPI_MISMATCHES_FILE (e2e/run.mjs fails the run when it is not empty), else printed.
import { subscribe } from 'node:diagnostics_channel';
import fs from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const { checkAnswers } = await tsImport('../apps/api/test/openapi-answers.ts', import.meta.url);
const file = process.env.OPENAPI_MISMATCHES_FILE;

subscribe('fastify.initialization', ({ fastify }) => {
  checkAnswers(fastify, (mismatch, request) => {
    // The screen that made the call, when a page did (the web app's requests carry it).
    const from = request.headers.referer
      ? ` (from ${new URL(request.headers.referer).pathname})`
      : '';
    const line = `${mismatch}${from}`;
    if (file) fs.appendFileSync(file, `${line}\n`);
    else console.error(`OpenAPI mismatch: ${line}`);
  });
});
