import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

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
    if (eager) return TypeBoxValidatorCompiler(route as Parameters<typeof TypeBoxValidatorCompiler>[0]);
    let validate: ReturnType<typeof TypeBoxValidatorCompiler> | undefined;
    return (value) => (validate ??= TypeBoxValidatorCompiler(route as Parameters<typeof TypeBoxValidatorCompiler>[0]))(value);
  };
  return { compilersFactory: { buildSerializer: buildSerializer as Compilers['buildSerializer'] }, validatorCompiler };
}
