import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { openApiDocument } from '../src/openapi/openapi-document';
import { createTestApp } from './test-app';

type Schema = Record<string, unknown>;

const COMPOSITION = ['$ref', 'allOf', 'oneOf', 'anyOf'];

/** A schema that says nothing of its value's shape: `{}`, or an object with no properties, map or composition. */
function isShapeless(schema: Schema): boolean {
  if (COMPOSITION.some((key) => key in schema) || 'enum' in schema || 'const' in schema) return false;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.length === 0) return true;
  return types.includes('object') && !('properties' in schema) && !('additionalProperties' in schema);
}

/**
 * Every schema, nested ones included (properties, array items, maps, compositions), whose shape is
 * unknown, by path (`DeviceInfoDto.model`, `Foo.tags[]`). Nest writes a bare `object` for a property
 * typed `string | null` or `Foo | null` without an explicit `type`; the generated clients lose it.
 */
function shapelessSchemas(schemas: Record<string, Schema>): string[] {
  const found: string[] = [];
  const visit = (schema: Schema, path: string): void => {
    if (isShapeless(schema)) {
      found.push(path);
      return;
    }
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      visit(property, `${path}.${name}`);
    }
    if (typeof schema.items === 'object' && schema.items) visit(schema.items as Schema, `${path}[]`);
    if (typeof schema.additionalProperties === 'object' && schema.additionalProperties) {
      visit(schema.additionalProperties as Schema, `${path}{}`);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      for (const member of (schema[key] ?? []) as Schema[]) visit(member, path);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, name);
  return found;
}

describe('the committed OpenAPI document', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it('is the document of the current code (run `npx nx run @shop/api:openapi` after changing a DTO)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as unknown;
    expect(openApiDocument(app, '0.0.0')).toEqual(committed);
  });

  it('gives every property of every schema a shape (no bare `object`)', () => {
    const { components } = openApiDocument(app, '0.0.0');
    expect(shapelessSchemas((components?.schemas ?? {}) as Record<string, Schema>)).toEqual([]);
  });

  it('finds a bare `object` property wherever it is nested', () => {
    const bare = { type: 'object' };
    const schemas = {
      Device: {
        type: 'object',
        properties: { model: bare, tags: { type: 'array', items: bare }, ok: { type: 'string' } },
      },
      Box: {
        type: 'object',
        properties: {
          owner: { oneOf: [{ type: 'object', properties: { name: {} } }, { type: 'null' }] },
          extra: { type: ['object', 'null'], additionalProperties: true },
        },
      },
    };
    expect(shapelessSchemas(schemas)).toEqual(['Device.model', 'Device.tags[]', 'Box.owner.name']);
  });

  it('describes the answer of every operation that answers JSON', async () => {
    const served = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: unknown }> }>>;
    };
    const untyped = Object.values(served.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => !['200', '201'].some((status) => operation.responses[status]?.content))
      .map((operation) => operation.operationId);
    expect(untyped).toEqual([]);
  });
});
