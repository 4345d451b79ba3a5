// Route schemas compiled on each route's first request, not at start (issue 26 item 10). A profile
// of `npm start` showed about two thirds of its CPU before /healthz answered in Fastify compiling the
// schemas of every route, ajv's validators and fast-json-stringify's serializers, most of them for
// routes a given process may never serve. Each is now built when its route first needs it, once;
// the first call of a route pays a few milliseconds instead of every start paying for all of them.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';

type Validate = ReturnType<FastifySchemaCompiler<object>>;

/** A schema compiler whose validators are compiled on their first use (errors read as ajv's). */
export function lazyValidators(compile: FastifySchemaCompiler<object>): FastifySchemaCompiler<object> {
  return (route) => {
    let compiled: Validate | undefined;
    const validate = (data: unknown) => {
      compiled ??= compile(route);
      const result = compiled(data);
      // Fastify reads a failed validation's problems from the function's `errors`, as ajv leaves them.
      (validate as { errors?: unknown }).errors = (compiled as { errors?: unknown }).errors;
      return result;
    };
    return validate as Validate;
  };
}

type Serializer = (data: unknown) => string;
type Schema = { $id?: string };

/**
 * Fastify's serializer factory (`schemaController.compilersFactory.buildSerializer`) as Fastify's
 * own does it (@fastify/fast-json-stringify-compiler: the shared schemas added with addSchema,
 * less the route's own if it is one of them), each serializer built on its first answer.
 */
export function lazySerializers(externalSchemas?: unknown, serializerOpts: object = {}) {
  return (route: { schema?: unknown }): Serializer => {
    const schema = (route.schema ?? {}) as Schema;
    let serialize: Serializer | undefined;
    return (data) => {
      if (!serialize) {
        const shared = { ...(externalSchemas as Record<string, Schema> | undefined) };
        if (schema.$id) delete shared[schema.$id];
        serialize = fastJsonStringify(
          schema as object,
          {
            ...serializerOpts,
            schema: shared,
          } as object,
        ) as Serializer;
      }
      return serialize(data);
    };
  };
}
