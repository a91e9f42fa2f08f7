import type { FastifyError, FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { ErrorBody } from '../../contract/api';
import { teksMinimum } from '../../contract/schema-types';
import { te } from '../i18n';

/** An error with an HTTP status that the error handler answers as `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /** The person may override this refusal (the body then carries `perlu_konfirmasi: true`). */
    readonly perluKonfirmasi = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Builds an HttpError to `throw` from a route: `throw httpError(404, te('umum.tidak_ditemukan'))`. */
export function httpError(status: number, message: string, errors?: Record<string, string[]>): HttpError {
  return new HttpError(status, message, errors);
}

/**
 * A refusal the person may override after reading it (a warning, not a rule): answered with
 * `perlu_konfirmasi: true`; the route names the body field that confirms it.
 */
export function httpErrorPerluKonfirmasi(status: number, message: string, errors?: Record<string, string[]>): HttpError {
  return new HttpError(status, message, errors, undefined, true);
}

/** TypeBox schema of the error shape, for route `response` maps (400, 401, 403, 404 ...). */
export const ErrorSchema = Type.Object(
  { message: Type.String(), errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))), perlu_konfirmasi: Type.Optional(Type.Boolean()) },
  { description: 'Galat: pesan dalam bahasa Indonesia dan, untuk data yang salah, pesan per kolom' },
);

interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  integer: 'bilangan bulat',
  number: 'angka',
  boolean: 'benar/salah',
  object: 'objek',
  array: 'daftar',
  null: 'kosong',
};

function fieldOf(issue: SchemaIssue, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context;
}

type SchemaNode = { title?: unknown; properties?: Record<string, SchemaNode>; items?: SchemaNode; anyOf?: SchemaNode[] };

/**
 * The label a person reads for the field at `path` (dot-separated, as `fieldOf` gives it): the
 * `title` a route's schema gives that property, else the field's name in words (`nameOf`). The
 * `errors` keys stay the field names, which forms map to their inputs.
 */
function labelOf(schema: SchemaNode | undefined, path: string): string {
  let node = schema;
  for (const part of path.split('.')) {
    if (!node) break;
    const options = [node, ...(node.anyOf ?? [])];
    node = /^\d+$/.test(part) ? options.find((o) => o.items)?.items : options.find((o) => o.properties?.[part])?.properties?.[part];
  }
  return typeof node?.title === 'string' ? node.title : nameOf(path);
}

/**
 * A field without a `title`, named in words: the catalogue's name for one that is not an
 * Indonesian word (`validasi.kolom`: page -> Halaman, body -> Data), else its own words without the
 * `id` prefix (jam_mulai -> Jam mulai, id_kelas -> Kelas); an item of a list by its place
 * (penguji.0 -> Penguji ke-1).
 */
export function nameOf(path: string): string {
  const parts = path.split('.').filter(Boolean);
  const last = parts.at(-1) ?? path;
  if (/^\d+$/.test(last) && parts.length > 1) return `${nameOf(parts.slice(0, -1).join('.'))} ke-${Number(last) + 1}`;
  const known = te(`validasi.kolom.${last}`);
  if (known !== `validasi.kolom.${last}`) return known;
  const words = last.split('_').filter(Boolean);
  if (words.length > 1 && words[0] === 'id') words.shift();
  const text = words.join(' ') || last;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describe(issue: SchemaIssue, field: string): string {
  const limit = issue.params.limit as number | undefined;
  switch (issue.keyword) {
    case 'minLength':
      return limit === 1 ? te('validasi.required', { field }) : te('validasi.minLength', { field, limit: limit ?? 0 });
    case 'maxLength':
      return te('validasi.maxLength', { field, limit: limit ?? 0 });
    case 'minimum':
    case 'exclusiveMinimum':
      return te('validasi.minimum', { field, limit: limit ?? 0 });
    case 'maximum':
    case 'exclusiveMaximum':
      return te('validasi.maximum', { field, limit: limit ?? 0 });
    case 'minItems':
      return te('validasi.minItems', { field, limit: limit ?? 0 });
    case 'maxItems':
      return te('validasi.maxItems', { field, limit: limit ?? 0 });
    case 'type': {
      const type = String(issue.params.type ?? '');
      return te('validasi.type', { field, type: TYPE_NAMES[type] ?? type });
    }
    case 'pattern': {
      const min = teksMinimum(issue.params.pattern);
      if (min !== undefined) return min === 1 ? te('validasi.required', { field }) : te('validasi.minLength', { field, limit: min });
      return te('validasi.format', { field });
    }
    case 'format':
      return te('validasi.format', { field });
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return te('validasi.enum', { field });
    case 'additionalProperties':
      return te('validasi.additionalProperties', { field });
    case 'nul':
      return te('validasi.nul', { field });
    default:
      return te('validasi.invalid', { field });
  }
}

/**
 * Turns schema-validation issues (TypeBox/AJV shape) into `errors: { field: [messages] }`, one
 * Indonesian message per problem, naming each field by its schema `title` where it has one.
 * `context` ('body', 'querystring', ...) names root-level issues.
 */
export function translateValidation(issues: readonly SchemaIssue[], context: string, schema?: SchemaNode): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.keyword === 'required') {
      const base = fieldOf(issue, '');
      const missing = (issue.params.requiredProperties ?? [issue.params.missingProperty]) as string[];
      for (const name of missing) {
        const field = base ? `${base}.${name}` : name;
        add(field, te('validasi.required', { field: labelOf(schema, field) }));
      }
      continue;
    }
    if (issue.keyword === 'additionalProperties') {
      const extra = (issue.params.additionalProperties ?? [issue.params.additionalProperty]) as unknown;
      for (const name of ([] as unknown[]).concat(extra ?? [])) add(String(name), describe(issue, String(name)));
      continue;
    }
    const field = fieldOf(issue, context);
    add(field, describe(issue, field === context ? nameOf(context) : labelOf(schema, field)));
  }
  return errors;
}

function messageForStatus(status: number): string {
  switch (status) {
    case 401:
      return te('auth.perlu_login');
    case 403:
      return te('auth.dilarang');
    case 404:
      return te('umum.tidak_ditemukan');
    case 406:
    case 415:
      return te('umum.jenis_konten');
    case 413:
      return te('umum.terlalu_besar');
    case 429:
      return te('umum.terlalu_sering');
    default:
      return te('umum.permintaan_tidak_valid');
  }
}

/**
 * Installs the one error handler: every error leaves as `{ message, errors? }` in Indonesian.
 * Schema errors are 400 with per-field messages; unexpected errors are logged and answered 500
 * without internals. Unknown /api paths answer 404 'Alamat API tidak ditemukan.'.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.perluKonfirmasi) body.perlu_konfirmasi = true;
      return reply.status(error.statusCode).send(body);
    }
    const fe = error as FastifyError & { validation?: SchemaIssue[]; validationContext?: string };
    if (fe.validation) {
      const context = fe.validationContext ?? 'body';
      const schema = (request.routeOptions.schema as Record<string, SchemaNode> | undefined)?.[context];
      const errors = translateValidation(fe.validation, context, schema);
      return reply.status(400).send({ message: te('validasi.umum'), errors } satisfies ErrorBody);
    }
    const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'kesalahan tak terduga');
      return reply.status(500).send({ message: te('umum.kesalahan_server') } satisfies ErrorBody);
    }
    return reply.status(status).send({ message: messageForStatus(status) } satisfies ErrorBody);
  });
}
