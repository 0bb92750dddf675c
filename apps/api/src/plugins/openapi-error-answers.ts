import { ErrorBody, ErrorCode } from '@dd/contract';
import { z } from 'zod';
import { registrySchemas } from './openapi-schemas';

/**
 * The error answers of the OpenAPI document: every one is an `ErrorBody` (its `code` one of
 * `ErrorCode`), each a component written once; a route's answer per status names the codes it
 * can give (in its description and `x-error-codes`) and refers to a shared answer in
 * `components.responses` when others give the same.
 */
const errorSchemas = z.registry<{ id: string }>();
errorSchemas.add(ErrorCode, { id: 'ErrorCode' });
errorSchemas.add(ErrorBody, { id: 'ErrorBody' });

const ERROR_BODY = '#/components/schemas/ErrorBody';
const CODES = 'x-error-codes';

/** `ErrorBody` and `ErrorCode`, as schema components. */
export const errorSchemaComponents = () => registrySchemas(errorSchemas);

/** One error answer of a route (its codes named in the description), as the transform gives it. */
export function errorAnswer(codes: readonly string[] | undefined) {
  return {
    description: codes ? `Error codes: ${codes.join(', ')}` : 'An error.',
    content: { 'application/json': { schema: { $ref: ERROR_BODY } } },
  };
}

/** `GET /api/machines/{id}` -> status -> the codes its error answer names. */
export type CodesByOperation = ReadonlyMap<string, Readonly<Record<string, readonly string[]>>>;

type Response = Record<string, unknown> & {
  content?: Record<string, { schema?: Record<string, unknown> }>;
};
type Paths = Record<string, Record<string, { responses: Record<string, Response> }>>;

/** `Error409.idempotency_key_reused.email_taken`: the status and the codes it names. */
const nameOf = (status: string, codes: readonly string[] | undefined) =>
  [`Error${status}`, ...(codes ?? [])].join('.');

/**
 * Names each error answer's codes in `x-error-codes` (the generator keeps no extension on an
 * answer, so they come from the transform, by operation), and moves each answer into
 * `components.responses`, named by its status and codes, referred to from its route. Where one
 * name has answers that differ (the health probes' carry no rate limit headers), the most
 * common one is shared and the others stay where they are. Answers the components.
 */
export function hoistErrorAnswers(paths: Paths, codesOf: CodesByOperation) {
  const found: { name: string; text: string; refer: () => void }[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const codes = codesOf.get(`${method.toUpperCase()} ${path}`) ?? {};
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (answer.content?.['application/json']?.schema?.$ref !== ERROR_BODY) continue;
        if (codes[status]) answer[CODES] = codes[status];
        const name = nameOf(status, codes[status]);
        const $ref = `#/components/responses/${name}`;
        found.push({
          name,
          text: JSON.stringify(answer),
          refer: () => (operation.responses[status] = { $ref }),
        });
      }
    }
  }
  // Per name, how often each form of its answer occurs.
  const forms = new Map<string, Map<string, number>>();
  for (const { name, text } of found) {
    const counts = forms.get(name) ?? forms.set(name, new Map()).get(name)!;
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const shared = new Map(
    [...forms].map(([name, counts]) => [name, [...counts].sort((a, b) => b[1] - a[1])[0]![0]]),
  );
  for (const { name, text, refer } of found) if (shared.get(name) === text) refer();
  return Object.fromEntries(
    [...shared].map(([name, text]) => [name, JSON.parse(text) as Response]),
  );
}
