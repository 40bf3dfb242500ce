import fc from 'fast-check';

// Hostile requests generated from the OpenAPI document: each operation's body, query and path
// parameters, mostly shaped like the schema (so requests get past the edge checks and reach the
// mapper, the validators and the services), with hostile values mixed in at every level.

export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  example?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

export type Verb = 'get' | 'post' | 'put' | 'delete' | 'patch';
export interface Operation {
  id: string;
  method: Verb;
  path: string;
  body?: Schema;
  query: Parameter[];
  pathParams: Parameter[];
  /** Whether the route is captcha-guarded (it documents the X-Captcha-Token header). */
  captcha: boolean;
}

export interface HostileRequest {
  /** Path with its parameters filled in, plus the raw query string. */
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  captcha: boolean;
  /** An Authorization header for the request sent without a valid token. */
  badAuthorization?: string;
}

/** Strings the test user makes plausible, by the property names they fit. */
export interface Plausible {
  email: string[];
  /** Domain of fresh addresses (the caller cleans up after it). */
  domain: string;
  password: string[];
  token: string[];
  /** Values for properties of these names (phone, zip, pin...), where `other` would not pass. */
  named: Record<string, string[]>;
  other: string[];
}

const VERBS: readonly string[] = ['get', 'post', 'put', 'delete', 'patch'];

export function listOperations(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: Schema | undefined) => schema && resolveRef(doc, schema);
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => VERBS.includes(method))
      .map(([method, op]) => ({
        id: op.operationId ?? `${method} ${path}`,
        method: method as Verb,
        path,
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        captcha: (op.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-captcha-token'),
      })),
  );
}

function resolveRef(doc: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolveRef(doc, target);
}

// ----- values -----

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', 'a\ud83d', '\ude00b', '\udc00\ud800'];
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  ...LONE_SURROGATES,
  '',
  ' ',
  '\t\r\n',
  "' OR 1=1 --",
  '"; DROP TABLE "User"; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00%ff%',
  '../../etc/passwd',
  '\u202e\ufeff\u200b',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀',
  'null',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'a@b',
  '@',
  'anna@example.com\u0000',
];
/** Names that reach into prototypes when a parser or a mapper is careless. */
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** The value in one of `oneIn` cases, else undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: oneIn - 1 }, { arbitrary, weight: 1 });
}

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const longText = fc
  .tuple(fc.constantFrom(300, 5_000, 40_000, 120_000), fc.constantFrom('a', 'é', '😀', '\u0000', '\ud800', '['))
  .map(([length, unit]) => unit.repeat(length));

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: longText, weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 4294967296, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Around the server's limit of 32, and deep enough to overflow a recursive mapper (as text only: JSON.stringify recurses too). */
const NESTING_DEPTHS = [2, 30, 31, 32, 33, 200];
const DEEP_TEXT_DEPTHS = [...NESTING_DEPTHS, 3_000, 12_000];

/** JSON text of `inner` wrapped `depth` times in arrays or objects. */
function nestText(inner: string, depth: number, asObject: boolean): string {
  return asObject
    ? `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
}

/** The value nested `depth` levels deep in arrays or objects. */
function nest(value: unknown, depth: number, asObject: boolean): unknown {
  let nested = value;
  for (let i = 0; i < depth; i++) nested = asObject ? { a: nested } : [nested];
  return nested;
}

/** An object with its own property `key`, even when the key is __proto__. */
function withKey(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const protoPayload = fc.constantFrom<unknown>({ polluted: true }, { prototype: { polluted: true } }, null, 'x', [1], {
  isAdmin: true,
  toString: 1,
});

/** A value of any JSON type that no schema wants: wrong types, huge numbers, nesting, bad text. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(hostileText, fc.constantFrom(...NESTING_DEPTHS), fc.boolean())
      .map(([v, d, o]) => nest(v, d, o)),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(...PROTO_KEYS).chain((key) => protoPayload.map((v) => withKey({}, key, v))), weight: 1 },
);

const extraField = fc.tuple(
  fc.oneof(fc.constantFrom(...PROTO_KEYS, 'isReseller', 'id', 'userId', 'role', 'email'), hostileText),
  hostileValue,
);

// ----- bodies -----

function plausibleText(name: string, schema: Schema, plausible: Plausible): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  // Never the example: only the test's own addresses may be written. Fresh ones let Register succeed.
  if (lower.includes('email'))
    return fc.oneof(
      fc.constantFrom(...plausible.email),
      fc.uuid().map((id) => `new-${id}@${plausible.domain}`),
    );
  if (lower.includes('password')) return fc.constantFrom(...plausible.password);
  if (/token|challenge|captcha/.test(lower)) return fc.constantFrom(...plausible.token);
  if (plausible.named[name]?.length) return fc.constantFrom(...plausible.named[name]);
  const fromSchema = [schema.example, ...(schema.enum ?? [])].filter((v): v is string => typeof v === 'string');
  const other = fc.constantFrom(...plausible.other);
  // The schema's own example is the likeliest to pass validation, and so to reach the services.
  return fromSchema.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...fromSchema), weight: 3 }, { arbitrary: other, weight: 1 })
    : other;
}

/** A value the schema accepts, or nearly: what a real client would send. */
function plausibleValue(name: string, schema: Schema, plausible: Plausible, depth: number): fc.Arbitrary<unknown> {
  const type = schema.type ?? (schema.properties ? 'object' : 'string');
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number')
    return typeof schema.example === 'number' ? fc.constant(schema.example) : fc.integer({ min: 0, max: 100 });
  if (type === 'array')
    return fc.array(plausibleValue(name, schema.items ?? {}, plausible, depth + 1), { maxLength: 3 });
  if (type === 'object') return objectOf(schema, plausible, depth, true);
  return plausibleText(name, schema, plausible);
}

function valueOf(name: string, schema: Schema, plausible: Plausible, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueOf(name, s, plausible, depth)));
  return fc.oneof(
    { arbitrary: plausibleValue(name, schema, plausible, depth), weight: depth > 3 ? 1 : 3 },
    { arbitrary: hostileValue, weight: 2 },
  );
}

/** An object of the schema: each property kept, dropped or spoilt, plus extra and prototype keys. */
function objectOf(schema: Schema, plausible: Plausible, depth: number, mostlyValid = false): fc.Arbitrary<object> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value = mostlyValid
      ? plausibleValue(name, property, plausible, depth + 1)
      : valueOf(name, property, plausible, depth + 1);
    // A mostly valid object keeps its required properties: spoiltOne drops one on purpose.
    if (mostlyValid && required.has(name)) return fc.tuple(fc.constant(name), value);
    return fc.tuple(fc.constant(name), fc.option(value, { nil: undefined, freq: required.has(name) ? 9 : 2 }));
  });
  const extras = mostlyValid ? fc.constant([]) : fc.array(extraField, { maxLength: 3 });
  return fc.tuple(fc.tuple(...fields), extras).map(([kept, extra]) => {
    const body: object = {};
    for (const [name, value] of [...kept, ...extra]) if (value !== undefined) withKey(body, name, value);
    return body;
  });
}

/** Characters that pass length and type checks but not PostgreSQL or UTF-8 (or a careless renderer). */
const TAINTS = ['\u0000', '\u0000', '\u0000', '\ud800', '\udfff', '\u0001'];

/** The text with one taint inserted somewhere. */
const tainted = (text: string) =>
  fc
    .tuple(fc.constantFrom(...TAINTS), fc.nat({ max: text.length }))
    .map(([taint, at]) => `${text.slice(0, at)}${taint}${text.slice(at)}`);

/** A plausible body with one thing wrong: a tainted or hostile value, a field too many or too few. */
function spoiltOne(schema: Schema, plausible: Plausible): fc.Arbitrary<object> {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return objectOf(schema, plausible, 1, true);
  const spoil = fc.constantFrom(...properties).chain(([name, property]) =>
    fc
      .oneof(
        {
          arbitrary: plausibleValue(name, property, plausible, 2).chain((v) =>
            typeof v === 'string' ? tainted(v) : hostileValue,
          ),
          weight: 4,
        },
        { arbitrary: hostileValue, weight: 2 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      )
      .map((value) => [name, value] as const),
  );
  const spoilt = fc.oneof({ arbitrary: spoil, weight: 6 }, { arbitrary: extraField, weight: 1 });
  return fc.tuple(objectOf(schema, plausible, 1, true), spoilt).map(([body, [name, value]]) => {
    if (value === undefined) Reflect.deleteProperty(body, name);
    else withKey(body, name, value);
    return body;
  });
}

const RAW_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1}}',
  'NaN',
  '[1,]',
  '{"a":1,"a":{"b":2}}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e999999}',
  '{"a":"\\ud800"}',
  '{"a\\u0000":1}',
  '"\\u0000"',
  '\u0000',
  '{"a":"\\uZZZZ"}',
];

interface Payload {
  contentType: string;
  payload: string | Buffer;
}
const json = (payload: string): Payload => ({ contentType: 'application/json', payload });

/** Bodies that are not the schema's object at all: other shapes, broken JSON, other encodings. */
function foreignBody(schemaBody: fc.Arbitrary<object>): fc.Arbitrary<Payload> {
  const deep = fc
    .tuple(schemaBody, fc.constantFrom(...DEEP_TEXT_DEPTHS), fc.boolean())
    .map(([b, d, o]) => json(nestText(JSON.stringify(b), d, o)));
  const form = fc.constantFrom(
    'a=1&a=2',
    'email=%00',
    '__proto__[x]=1&constructor[prototype][y]=2',
    'x=%ED%A0%80',
    'p=%',
  );
  return fc.oneof(
    { arbitrary: deep, weight: 3 },
    { arbitrary: schemaBody.map((b) => json(JSON.stringify([b]))), weight: 1 },
    { arbitrary: hostileValue.map((v) => json(JSON.stringify(v) ?? 'null')), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_JSON).map(json), weight: 1 },
    {
      arbitrary: schemaBody.map((b) => ({
        contentType: 'application/json; charset=utf-16le',
        payload: Buffer.from(JSON.stringify(b), 'utf16le'),
      })),
      weight: 1,
    },
    { arbitrary: form.map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload })), weight: 1 },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
      weight: 1,
    },
    { arbitrary: schemaBody.map((b) => ({ contentType: 'text/plain', payload: JSON.stringify(b) })), weight: 1 },
  );
}

function bodyFor(op: Operation, plausible: Plausible): fc.Arbitrary<Payload | undefined> {
  if (!op.body) return sometimes(foreignBody(fc.constant({})), 2);
  const schema = op.body;
  const shaped = fc.oneof(
    { arbitrary: objectOf(schema, plausible, 1, true), weight: 1 },
    { arbitrary: spoiltOne(schema, plausible), weight: 4 },
    { arbitrary: objectOf(schema, plausible, 1), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: shaped.map((b) => json(JSON.stringify(b))), weight: 2 },
    { arbitrary: foreignBody(shaped), weight: 1 },
  );
}

// ----- URLs -----

/** Percent-encodes every UTF-16 code unit, lone surrogates too (as their WTF-8 bytes): what a hostile client can send. */
function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const RAW_QUERY = [
  '%',
  '%zz',
  '%00=%00',
  '%ED%A0%80=1',
  'a[b][c]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  '&&&=&',
  '=x',
  'x=%C0%80',
];

function queryFor(op: Operation, plausible: Plausible): fc.Arbitrary<string> {
  const declared = op.query.map((p) => {
    const plausibleParam = plausibleValue(p.name, p.schema ?? {}, plausible, 1).map(String);
    const value = fc.oneof(
      { arbitrary: plausibleParam, weight: 2 },
      { arbitrary: plausibleParam.chain(tainted), weight: 2 },
      { arbitrary: hostileText, weight: 1 },
      { arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }), weight: 1 },
    );
    // An optional parameter often changes what the call does (edit instead of add): mostly left out.
    return (p.required ? fc.option(value, { nil: undefined, freq: 9 }) : sometimes(value, 3)).map((given) =>
      given === undefined
        ? []
        : (Array.isArray(given) ? given : [given]).map((v) => `${encodeComponent(p.name)}=${encodeComponent(v)}`),
    );
  });
  // Rare: a query DTO refuses unknown parameters, so the rest of the request would not get through.
  const extraPair = fc
    .tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), hostileText), hostileText)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`);
  const extra = sometimes(fc.array(extraPair, { minLength: 1, maxLength: 2 }), 5).map((pairs) => pairs ?? []);
  const raw = sometimes(fc.constantFrom(...RAW_QUERY), 6);
  return fc
    .tuple(fc.tuple(...declared), extra, raw)
    .map(([params, extras, rawPart]) => [...params.flat(), ...extras, ...(rawPart ? [rawPart] : [])].join('&'));
}

function pathFor(op: Operation, plausible: Plausible): fc.Arbitrary<string> {
  if (!op.pathParams.length) return fc.constant(op.path);
  const values = op.pathParams.map((p) =>
    fc.oneof(plausibleValue(p.name, p.schema ?? {}, plausible, 1).map(String), hostileText),
  );
  return fc
    .tuple(...values)
    .map((filled) =>
      op.pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, encodeComponent(filled[i]) || '%20'), op.path),
    );
}

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Basic YTpi',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  `Bearer ${'x'.repeat(8000)}`,
  'Bearer \u00ff\u00fe',
];

/** One hostile request for the operation. */
export function hostileRequest(op: Operation, plausible: Plausible): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      path: pathFor(op, plausible),
      query: queryFor(op, plausible),
      body: bodyFor(op, plausible),
      // Half the runs pass the captcha, so their bodies reach validation and the services.
      captcha: op.captcha ? fc.boolean() : fc.constant(false),
      badAuthorization: sometimes(fc.constantFrom(...BAD_AUTHORIZATION), 6),
    })
    .map(({ path, query, body, captcha, badAuthorization }) => ({
      url: query ? `${path}?${query}` : path,
      ...(body && { contentType: body.contentType, payload: body.payload }),
      captcha,
      ...(badAuthorization && { badAuthorization }),
    }));
}
