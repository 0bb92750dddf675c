import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { badRequest } from '../lib/http-errors';

/** Deeper than any request the contract accepts; anything deeper fails validation anyway. */
const MAX_DEPTH = 64;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || !value || typeof value !== 'object') return false;
  for (const v of Object.values(value)) if (hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * The contract's zod schemas validate every part of a request (query, path, body). Before them,
 * one rule for all text: PostgreSQL cannot hold U+0000, so a request carrying it anywhere is
 * refused with a 400 instead of failing inside a query (or halfway through a download whose
 * headers are already sent). The database's own refusal (22021) is the safety net behind it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    if (hasNul(data))
      return {
        error: badRequest('invalid_character', 'Text cannot contain the NUL character (U+0000)'),
      };
    return validate(data);
  };
};
