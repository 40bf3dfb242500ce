import type { OpenAPIObject } from '@nestjs/swagger';
import { toOpenApi31 } from './openapi-31';

const documentOf = (properties: Record<string, unknown>): OpenAPIObject =>
  ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas: { Sut: { type: 'object', properties } } },
  }) as OpenAPIObject;

const propertiesOf = (document: OpenAPIObject) =>
  (document.components?.schemas?.Sut as { properties: Record<string, unknown> }).properties;

describe('toOpenApi31', () => {
  it('says 3.1 and lists null as an alternative of a nullable reference, keeping its description', () => {
    const sut = toOpenApi31(
      documentOf({
        box: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/Box' }], description: 'Mine' },
      }),
    );
    expect(sut.openapi).toBe('3.1.0');
    expect(propertiesOf(sut).box).toEqual({
      description: 'Mine',
      oneOf: [{ $ref: '#/components/schemas/Box' }, { type: 'null' }],
    });
  });

  it('adds null to the type of a nullable value, and to its enum', () => {
    const sut = toOpenApi31(
      documentOf({
        endsAt: { type: 'string', format: 'date-time', nullable: true },
        state: { type: 'string', enum: ['open', 'closed'], nullable: true },
        name: { type: 'string', nullable: false },
      }),
    );
    expect(propertiesOf(sut)).toEqual({
      endsAt: { type: ['string', 'null'], format: 'date-time' },
      state: { type: ['string', 'null'], enum: ['open', 'closed', null] },
      name: { type: 'string' },
    });
  });

  it('leaves a property called nullable alone', () => {
    const sut = toOpenApi31(documentOf({ nullable: { type: 'boolean' } }));
    expect(propertiesOf(sut)).toEqual({ nullable: { type: 'boolean' } });
  });
});
