import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { nulAt, withInt4Bounds } from './input-bounds';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Route schemas compiled on a route's first use instead of at start-up (decision 0039). Building
 * every route's validators and response serializers took some 0.8 s of each start and kept the code
 * of routes a process never serves in its heap; a route compiles its own in a few milliseconds the
 * first time it is called. `eager` keeps the old behaviour, so a test can prove every schema builds.
 */
export function schemaCompilers(eager: boolean): { compilersFactory: Compilers; validatorCompiler: FastifySchemaCompiler<unknown> } {
  const serializers = SerializerSelector();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = serializers(externalSchemas, options);
    if (eager) return compile;
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
  const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
    if (eager) return requestValidator(route);
    let validate: Validator | undefined;
    return (value) => (validate ??= requestValidator(route))(value);
  };
  return { compilersFactory: { buildSerializer: buildSerializer as Compilers['buildSerializer'] }, validatorCompiler };
}

type Validator = ReturnType<typeof TypeBoxValidatorCompiler>;

/** The route's own schema, checked within the bounds every request keeps (decision 0056). */
function requestValidator(route: Parameters<FastifySchemaCompiler<unknown>>[0]): Validator {
  const check = TypeBoxValidatorCompiler({ ...route, schema: withInt4Bounds(route.schema) } as Parameters<typeof TypeBoxValidatorCompiler>[0]);
  return (value) => {
    const result = check(value) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (result.error) return result;
    const at = nulAt(result.value);
    if (at === null) return result;
    return { error: [{ keyword: 'nul', instancePath: at, schemaPath: '', params: {}, message: 'NUL' }] };
  };
}
