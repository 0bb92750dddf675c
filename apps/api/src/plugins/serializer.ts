import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/**
 * One compiled writer per zod schema. The contract's schemas are module constants shared by
 * many routes and statuses (`ErrorBody` alone answers five statuses of almost every route), and
 * a writer depends on nothing but its schema, so compiling each schema once saves most of an
 * app's start-up (and, in the tests, most of each file's app).
 */
const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema (what Fastify does with JSON Schemas), instead of a zod encode then JSON.stringify:
 * the same guarantee that only the contract's fields leave the server (anything else is
 * dropped), about a sixth of a list request's CPU less (bench/README.md). That answers match
 * their schemas is asserted by the tests (fuzzing checks every 2xx answer against its schema).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'any',
    });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]) as Serializer;
    compiled.set(schema, serialize);
  }
  return serialize;
};
