/**
 * OpenAPI 3.0.3 admits null only through `nullable: true` beside a `type` (and, with an `enum`,
 * only when the enum lists null). zod's output puts `nullable` on a union (no type) and leaves
 * null out of enums: a validator refuses the first, a strict client refuses a null status. This
 * says the same in 3.0.3's terms, in place: a nullable union's members are each nullable, and a
 * nullable enum lists null.
 */
export function nullsAsOpenApi30(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullsAsOpenApi30);
  const schema = node as Record<string, unknown>;
  const members = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(members)) {
    delete schema.nullable;
    for (const member of members as Record<string, unknown>[]) member.nullable = true;
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum.push(null);
  Object.values(schema).forEach(nullsAsOpenApi30);
}
