import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { toOpenApi31 } from './openapi-31';

/** Keys in a fixed order at every level, so the committed document only changes when the API does. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The OpenAPI document of every route, operation ids being the method names. It is served at
 * /api/docs-json and committed as apps/api/openapi.json, from which the web's types are generated.
 */
export function openApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('NOVA shop API')
      .setDescription('Shop, account dashboard, payments and support of the NOVA video player and VPN.')
      .setVersion(version)
      .setOpenAPIVersion('3.1.0')
      // Relative: the API is served by the shop it belongs to, whatever its address.
      .addServer('/', 'The shop serving this document')
      .addBearerAuth()
      .build(),
    { operationIdFactory: (_controller, method) => method },
  );
  return sorted(toOpenApi31(document)) as OpenAPIObject;
}
