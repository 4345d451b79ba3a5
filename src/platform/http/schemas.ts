// Schema pieces shared by every feature's routes.
import { type TSchema, Type } from '@sinclair/typebox';

export { ErrorBody, errorResponses } from './openapi-errors.ts';

/** A response timestamp: domain code hands Date objects, the serializer writes ISO 8601 UTC with ms. */
export const Timestamp = Type.Unsafe<Date>({ type: 'string', format: 'date-time' });
export const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Strict JSON body object: unknown top-level fields are a 400 (CONTRACT §1). */
export function Body<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

export const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
};

/** Shared schemas keep their $id as their name in OpenAPI documents (components.schemas.ErrorBody). */
export const keepSchemaIds = (json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, i: number) =>
  String(json.$id ?? `def-${i}`);
