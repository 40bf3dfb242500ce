import type { OpenAPIObject } from '@nestjs/swagger';

type Json = unknown;
type Schema = Record<string, Json>;

const isRecord = (value: Json): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One schema with OpenAPI 3.0's `nullable: true` said the 3.1 way (JSON Schema's null type).
 * In 3.0, `{ allOf: [{ $ref }], nullable: true }` does not admit null (allOf still requires the
 * referenced object), so a strict validator rejected a `null` the API really answers; 3.1 lists
 * null as its own alternative.
 */
function nullableTo31(schema: Schema): Schema {
  const { nullable, ...rest } = schema;
  if (nullable !== true) return rest;
  const { allOf, $ref, type, ...annotations } = rest;
  if ($ref !== undefined || Array.isArray(allOf)) {
    const target = $ref !== undefined ? { $ref } : Array.isArray(allOf) && allOf.length === 1 ? allOf[0] : { allOf };
    return { ...annotations, oneOf: [target, { type: 'null' }] };
  }
  if (typeof type !== 'string') throw new Error(`nullable schema without a type: ${JSON.stringify(schema)}`);
  const nullableType = { ...annotations, type: [type, 'null'] };
  return Array.isArray(rest.enum) ? { ...nullableType, enum: [...(rest.enum as Json[]), null] } : nullableType;
}

function convert(value: Json): Json {
  if (Array.isArray(value)) return value.map(convert);
  if (!isRecord(value)) return value;
  const converted = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, convert(child)]));
  // A boolean only: a property called `nullable` would be a schema (an object) here.
  return typeof converted.nullable === 'boolean' ? nullableTo31(converted) : converted;
}

/**
 * Nest's swagger module writes OpenAPI 3.0 schemas (`nullable`) even when the document says
 * 3.1; this rewrites them so the document is the 3.1 it claims to be.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  return { ...(convert(document) as OpenAPIObject), openapi: '3.1.0' };
}
