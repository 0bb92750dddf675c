/**
 * The parts of the OpenAPI document a generated client depends on, flattened so that two
 * releases can be compared (test/openapi-compat.test.ts): per operation, each parameter and
 * request body field, and each field of each success answer, with its type; the values of each
 * of them that is an enum; the error codes of each error answer. A field is named by its path
 * (`machines[].serialNumber`, `$` the whole body); its type is the schema's type(s), with `null`
 * when nullable and ` optional` when it may be left out.
 */

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Media };
  responses?: Record<string, Answer>;
};
type Answer = { $ref?: string; content?: Media; 'x-error-codes'?: string[] };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Answer> };
};

/** Field path -> type, e.g. `{ "query status": "string optional" }`. */
type Fields = Record<string, string>;
/**
 * A field (`parameter query status`, `body application/json type`, `200 application/json
 * machines[].status`) -> its enum's values; a status -> its error codes. Sorted, joined with `|`
 * (one line each in the snapshot, as Prettier keeps it).
 */
type Lists = Record<string, string>;
const SEPARATOR = '|';
const listOf = (values: readonly string[]) => [...values].sort().join(SEPARATOR);
const itemsOf = (list: string | undefined) => (list === undefined ? [] : list.split(SEPARATOR));
type OperationShape = {
  parameters: Fields;
  body: Fields;
  answers: Record<string, Fields>;
  enums: Lists;
  errors: Lists;
};
/** `GET /api/machines` -> its shape. */
export type ApiShape = Record<string, OperationShape>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const OPTIONAL = ' optional';

export function apiShape(doc: OpenApiDocument): ApiShape {
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const resolveAnswer = (answer: Answer): Answer =>
    answer.$ref ? (doc.components?.responses?.[answer.$ref.split('/').pop()!] ?? {}) : answer;

  /** The values a schema's enum admits (its members' for a union), null left out. */
  const enumOf = (schema: Schema): string[] => {
    const s = resolve(schema);
    const members = s.anyOf ?? s.oneOf ?? s.allOf;
    const values = members ? members.flatMap(enumOf) : (s.enum ?? []).filter((v) => v !== null);
    return [...new Set(values.map(String))];
  };

  /** The types a schema admits (its members' for a union), sorted: `integer|null`. */
  const typeOf = (schema: Schema): string => {
    const s = resolve(schema);
    const members = s.anyOf ?? s.oneOf ?? s.allOf;
    const types = new Set<string>(
      members ? members.flatMap((m) => typeOf(m).split('|')) : [s.type ?? 'any'],
    );
    if (s.nullable) types.add('null');
    return [...types].sort().join('|');
  };

  /** The fields of one body, and the enums among them. */
  type Out = { fields: Fields; enums: Lists };

  function walk(schema: Schema, path: string, optional: boolean, out: Out): void {
    const s = resolve(schema);
    out.fields[path] = typeOf(s) + (optional ? OPTIONAL : '');
    const values = enumOf(s);
    if (values.length > 0) out.enums[path] = listOf(values);
    const join = (name: string) => (path === '$' ? name : `${path}.${name}`);
    for (const member of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
      const m = resolve(member);
      // A union's object members add their fields (each as the member has it).
      if (m.properties) walkProperties(m, join, optional, out);
      if (m.items) walk(m.items, `${path}[]`, optional, out);
    }
    walkProperties(s, join, optional, out);
    if (s.items) walk(s.items, `${path}[]`, optional, out);
    if (typeof s.additionalProperties === 'object')
      walk(s.additionalProperties, `${path}{}`, optional, out);
  }

  function walkProperties(s: Schema, join: (name: string) => string, optional: boolean, out: Out) {
    for (const [name, property] of Object.entries(s.properties ?? {}))
      walk(property, join(name), optional || !s.required?.includes(name), out);
  }

  const fieldsOf = (media: Media | undefined): Record<string, Out> =>
    Object.fromEntries(
      Object.entries(media ?? {}).map(([type, { schema }]) => {
        const out: Out = { fields: {}, enums: {} };
        walk(schema ?? {}, '$', false, out);
        return [type, out];
      }),
    );

  const shape: ApiShape = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters: Fields = {};
      const enums: Lists = {};
      const errors: Lists = {};
      for (const p of op.parameters ?? []) {
        parameters[`${p.in} ${p.name}`] = typeOf(p.schema ?? {}) + (p.required ? '' : OPTIONAL);
        const values = enumOf(p.schema ?? {});
        if (values.length > 0) enums[`parameter ${p.in} ${p.name}`] = listOf(values);
      }
      const body: Fields = {};
      for (const [type, out] of Object.entries(fieldsOf(op.requestBody?.content))) {
        for (const [field, t] of Object.entries(out.fields)) body[`${type} ${field}`] = t;
        for (const [field, v] of Object.entries(out.enums)) enums[`body ${type} ${field}`] = v;
      }
      const answers: Record<string, Fields> = {};
      for (const [status, declared] of Object.entries(op.responses ?? {})) {
        const response = resolveAnswer(declared);
        if (!/^2/.test(status)) {
          const codes = response['x-error-codes'];
          if (codes) errors[status] = listOf(codes);
          continue;
        }
        for (const [type, out] of Object.entries(fieldsOf(response.content))) {
          answers[`${status} ${type}`] = out.fields;
          for (const [field, v] of Object.entries(out.enums))
            enums[`${status} ${type} ${field}`] = v;
        }
        if (!response.content) answers[status] = {};
      }
      shape[`${method.toUpperCase()} ${path}`] = { parameters, body, answers, enums, errors };
    }
  }
  return shape;
}

/** `tags[]` and `owner.name` are within `tags` and `owner`. */
const within = (field: string, outer: string) =>
  field.startsWith(outer) && ['.', '[', '{'].includes(field[outer.length] ?? '');
const bare = (type: string) => type.replace(OPTIONAL, '');
const isOptional = (type: string) => type.endsWith(OPTIONAL);

/**
 * What a client generated from `before` would no longer be able to do with `now`: an operation,
 * parameter, body field, answer or answer field gone or of another type; a parameter or body
 * field now required; an answer field that may now be missing; an enum value or a documented
 * error code gone. Additions pass (a field no longer an enum, too: it takes more).
 */
export function breakingChanges(before: ApiShape, now: ApiShape): string[] {
  const found: string[] = [];
  for (const [name, was] of Object.entries(before)) {
    const is = now[name];
    if (!is) {
      found.push(`${name}: the operation is gone`);
      continue;
    }
    const inputs = (what: string, old: Fields, current: Fields) => {
      for (const [field, type] of Object.entries(old)) {
        const t = current[field];
        if (t === undefined) found.push(`${name}: ${what} ${field} is gone`);
        else if (bare(t) !== bare(type))
          found.push(`${name}: ${what} ${field} was ${bare(type)}, now ${bare(t)}`);
        else if (isOptional(type) && !isOptional(t))
          found.push(`${name}: ${what} ${field} is now required`);
      }
      for (const [field, t] of Object.entries(current))
        if (!(field in old) && !isOptional(t) && field.split(' ').pop() !== '$')
          found.push(`${name}: ${what} ${field} is new and required`);
    };
    inputs('parameter', was.parameters, is.parameters);
    inputs('body field', was.body, is.body);
    for (const [answer, fields] of Object.entries(was.answers)) {
      const current = is.answers[answer];
      if (!current) {
        found.push(`${name}: the answer ${answer} is gone`);
        continue;
      }
      const missing: string[] = [];
      for (const [field, type] of Object.entries(fields)) {
        const t = current[field];
        if (t === undefined) found.push(`${name}: ${answer} field ${field} is gone`);
        else if (bare(t) !== bare(type))
          found.push(`${name}: ${answer} field ${field} was ${bare(type)}, now ${bare(t)}`);
        else if (!isOptional(type) && isOptional(t) && !missing.some((m) => within(field, m))) {
          // Said once, of the outermost field (its own fields are optional with it).
          missing.push(field);
          found.push(`${name}: ${answer} field ${field} may now be missing`);
        }
      }
    }
    // Snapshots written before enums and error codes were kept have neither.
    for (const [field, values] of Object.entries(was.enums ?? {})) {
      if (!(field in is.enums)) continue;
      const current = itemsOf(is.enums[field]);
      for (const value of itemsOf(values).filter((v) => !current.includes(v)))
        found.push(`${name}: ${field} no longer lists ${value}`);
    }
    for (const [status, codes] of Object.entries(was.errors ?? {})) {
      const current = itemsOf(is.errors[status]);
      for (const code of itemsOf(codes).filter((c) => !current.includes(c)))
        found.push(`${name}: ${status} no longer documents ${code}`);
    }
  }
  return found;
}
