import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiShape, breakingChanges, type ApiShape, type OpenApiDocument } from './openapi-compat';
import { useTestApp } from './use-app';

/**
 * Integrators' clients are generated from the document: a release keeps the previous one's
 * paths, parameters and answer fields, with their types (issue #37 item 6). The previous
 * release's shape is committed; `npm run openapi:snapshot` writes this code's shape there.
 */
const SNAPSHOT = new URL('./fixtures/openapi/previous.json', import.meta.url);
const UPDATE = process.env.OPENAPI_SNAPSHOT === 'update';

const t = useTestApp();

const HOW_TO_UPDATE = [
  'Generated clients break on these. If the break is on purpose, write a decision record',
  '(docs/decisions/) saying what changed, why, and what integrators must do; then run',
  '`npm run openapi:snapshot` and commit the new apps/api/test/fixtures/openapi/previous.json',
  'with it.',
].join('\n');

describe('the OpenAPI document against the previous release', () => {
  it('keeps every path, parameter and answer field, with its type (additions pass)', () => {
    const now = apiShape(t.app.swagger() as unknown as OpenApiDocument);
    if (UPDATE) {
      fs.writeFileSync(SNAPSHOT, `${JSON.stringify(now, null, 2)}\n`);
      return;
    }
    const before = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as ApiShape;
    const broken = breakingChanges(before, now);
    expect(broken, `${broken.join('\n')}\n\n${HOW_TO_UPDATE}`).toEqual([]);
  });
});

describe('what counts as a break', () => {
  const doc = (answer: object, parameters: object[] = [], body?: object): OpenApiDocument => ({
    paths: {
      '/api/things': {
        post: {
          parameters: parameters as never,
          ...(body ? { requestBody: { content: { 'application/json': { schema: body } } } } : {}),
          responses: { '200': { content: { 'application/json': { schema: answer } } } },
        },
      },
    },
  });
  const thing = (props: object, required: string[]) => ({
    type: 'object',
    properties: props,
    required,
  });
  const base = doc(
    thing({ id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } }, [
      'id',
      'tags',
    ]),
    [{ in: 'query', name: 'page', schema: { type: 'integer' } }],
    thing({ name: { type: 'string' } }, ['name']),
  );
  const changes = (next: OpenApiDocument) => breakingChanges(apiShape(base), apiShape(next));

  it('passes additions: a field, an optional parameter, an operation', () => {
    const next = doc(
      thing(
        {
          id: { type: 'integer' },
          tags: { type: 'array', items: { type: 'string' } },
          name: { type: 'string' },
        },
        ['id', 'tags', 'name'],
      ),
      [
        { in: 'query', name: 'page', schema: { type: 'integer' } },
        { in: 'query', name: 'search', schema: { type: 'string' } },
      ],
      thing({ name: { type: 'string' }, note: { type: 'string' } }, ['name']),
    );
    next.paths['/api/other'] = { get: { responses: {} } };
    expect(changes(next)).toEqual([]);
  });

  it('fails a removal, a type change, a new requirement and an answer field made optional', () => {
    const next = doc(
      thing({ id: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } }, ['id']),
      [{ in: 'query', name: 'size', required: true, schema: { type: 'integer' } }],
      thing({ name: { type: 'string', nullable: true } }, ['name']),
    );
    expect(changes(next)).toEqual([
      'POST /api/things: parameter query page is gone',
      'POST /api/things: parameter query size is new and required',
      'POST /api/things: body field application/json name was string, now null|string',
      'POST /api/things: 200 application/json field id was integer, now string',
      'POST /api/things: 200 application/json field tags may now be missing',
    ]);
    expect(breakingChanges(apiShape(base), { '': apiShape(base)['POST /api/things']! })).toEqual([
      'POST /api/things: the operation is gone',
    ]);
  });

  describe('enums and error codes', () => {
    const status = (values: string[]) => ({ type: 'string', enum: values });
    /** An operation whose parameter, body field and answer field are enums, with error codes. */
    const listing = (
      values: string[],
      codes: { 404: string[]; 409: string[] },
    ): OpenApiDocument => ({
      paths: {
        '/api/things/{id}': {
          put: {
            parameters: [{ in: 'query', name: 'status', schema: status(values) }],
            requestBody: {
              content: {
                'application/json': { schema: thing({ status: status(values) }, []) as never },
              },
            },
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: thing({ status: status(values) }, ['status']) as never,
                  },
                },
              },
              // One answer shared by reference, one written in place.
              '404': { $ref: '#/components/responses/Error404' },
              '409': { 'x-error-codes': codes[409] },
            },
          },
        },
      },
      components: { responses: { Error404: { 'x-error-codes': codes[404] } } },
    });
    const was = apiShape(
      listing(['NEW', 'DONE'], { 404: ['not_found'], 409: ['conflict', 'invalid_transition'] }),
    );

    it('passes an enum value or an error code added', () => {
      const next = listing(['NEW', 'DONE', 'LOST'], {
        404: ['not_found', 'machines_not_found'],
        409: ['conflict', 'invalid_transition', 'already_in_status'],
      });
      expect(breakingChanges(was, apiShape(next))).toEqual([]);
    });

    it('fails an enum value or an error code gone, wherever it was', () => {
      const next = listing(['NEW'], { 404: [], 409: ['invalid_transition'] });
      expect(breakingChanges(was, apiShape(next))).toEqual([
        'PUT /api/things/{id}: parameter query status no longer lists DONE',
        'PUT /api/things/{id}: body application/json status no longer lists DONE',
        'PUT /api/things/{id}: 200 application/json status no longer lists DONE',
        'PUT /api/things/{id}: 404 no longer documents not_found',
        'PUT /api/things/{id}: 409 no longer documents conflict',
      ]);
    });
  });
});
