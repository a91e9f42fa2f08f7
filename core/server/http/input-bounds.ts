/**
 * What every request must respect before a route sees it, whatever its own schema says: input the
 * database can hold (decision 0056). PostgreSQL refuses an integer past its `integer` range and a
 * text with the NUL character only when a statement runs, as a server error; here they are input
 * errors, answered 400 with the field's name like any other schema error.
 */

/** PostgreSQL's `integer` (int4), the type of every id and count a request can name. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

type Node = Record<string, unknown>;

// Keywords whose values are data, not schemas: never walked.
const DATA_KEYWORDS = new Set(['required', 'enum', 'const', 'default', 'examples', 'title', 'description', 'pattern', 'format', 'type']);
// Keywords whose values map names to schemas: a property may be called `type` or `default`.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

/** A copy of `node` with `changes` applied; TypeBox's own (non-enumerable) markers are kept. */
function copyWith(node: Node, changes: Node): Node {
  const copy = Object.create(Object.getPrototypeOf(node) as object | null, Object.getOwnPropertyDescriptors(node)) as Node;
  return Object.assign(copy, changes);
}

/**
 * The schema with every `integer` that declares no bound of its own bounded to int4's range. A
 * route that takes a larger number says so with its own `maximum`. Unchanged parts are shared.
 */
export function withInt4Bounds<T>(schema: T): T {
  if (Array.isArray(schema)) {
    const mapped = schema.map((item) => withInt4Bounds(item));
    return (mapped.some((item, i) => item !== schema[i]) ? mapped : schema) as T;
  }
  if (!isObject(schema)) return schema;
  const changes: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key) || !isObject(value)) continue;
    const bounded = SCHEMA_MAPS.has(key) ? boundedMap(value) : withInt4Bounds(value);
    if (bounded !== value) changes[key] = bounded;
  }
  if (schema.type === 'integer') {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) changes.maximum = INT4_MAX;
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) changes.minimum = INT4_MIN;
  }
  return (Object.keys(changes).length ? copyWith(schema, changes) : schema) as T;
}

function boundedMap(map: Node): Node {
  const changes: Node = {};
  for (const [name, value] of Object.entries(map)) {
    const bounded = withInt4Bounds(value);
    if (bounded !== value) changes[name] = bounded;
  }
  return Object.keys(changes).length ? copyWith(map, changes) : map;
}

/**
 * A plain object: a JSON body's, or a query string's (whose parser gives its objects a prototype
 * without Object's methods), not an uploaded file's stream or buffer.
 */
function isDictionary(value: unknown): value is Node {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The JSON pointer (`/catatan`, `/nilai/2/komentar`) of the first text in `value` that holds the
 * NUL character, as a key or a value, or null when there is none. Only plain objects and arrays are
 * walked.
 */
export function nulAt(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulAt(value[i], `${at}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isDictionary(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const path = `${at}/${key}`;
    if (key.includes('\u0000')) return path;
    const found = nulAt(item, path);
    if (found !== null) return found;
  }
  return null;
}
