import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema (what Fastify does with JSON Schemas), instead of a zod encode then JSON.stringify:
 * the same guarantee that only the contract's fields leave the server (anything else is
 * dropped), about a sixth of a list request's CPU less (bench/README.md). That answers match
 * their schemas is asserted by the tests (fuzzing checks every 2xx answer against its schema).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
};
