import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { $ZodRegistry } from 'zod/v4/core';

/**
 * The schemas of a zod registry as OpenAPI 3.0.3 components, by their `id` (a schema registered
 * there is a `$ref` wherever another one of them holds it). Only output forms: the registry's
 * input forms (`...Input`) describe nothing a client receives.
 */
export function registrySchemas(registry: $ZodRegistry<{ id: string }>): Record<string, unknown> {
  const generated = createJsonSchemaTransformObject({ schemaRegistry: registry })({
    openapiObject: { openapi: '3.0.3', components: {} },
  } as never) as { components: { schemas: Record<string, unknown> } };
  return Object.fromEntries(
    Object.entries(generated.components.schemas).filter(([name]) => !name.endsWith('Input')),
  );
}
