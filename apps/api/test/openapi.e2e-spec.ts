import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { openApiDocument } from '../src/openapi/openapi-document';
import { createTestApp } from './test-app';

/**
 * The web's client types are generated from apps/api/openapi.json (nx run @shop/api:openapi, run
 * before the web's type check). A DTO changed without writing the document again fails here.
 */
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
