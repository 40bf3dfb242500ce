import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newAdmin } from './admin-helpers';
import { newSession } from './factories';
import { bearer, http, newAgent, newCustomer } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23: the back office is for admins. Every operation under /api/Admin, as the served OpenAPI
// document lists them (a new endpoint is walked without a change here), answers a visitor 401, a
// customer and a support agent 403 with the code FORBIDDEN, and an admin neither.

let app: NestFastifyApplication;
let prisma: PrismaService;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
});
afterAll(() => app.close());

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

async function adminOperations(): Promise<{ method: Method; path: string }[]> {
  const document = (await http(app).get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Partial<Record<Method, unknown>>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/Admin'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => ({
        method,
        // A path parameter gets an id of nothing: the refusal comes before any lookup.
        path: path.replace(/\{[^}]+\}/g, randomUUID()),
      })),
    );
}

const call = (operation: { method: Method; path: string }, token?: string) => {
  const req = http(app)[operation.method](operation.path);
  return token ? req.set(bearer(token)) : req;
};

describe('/api/Admin', () => {
  it('is listed in the OpenAPI document, every operation admins only', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThanOrEqual(1);
    expect(operations).toContainEqual({ method: 'get', path: '/api/Admin/AuditLog' });
  });

  it('answers a visitor 401, a customer and a support agent 403 FORBIDDEN, on every operation', async () => {
    const operations = await adminOperations();
    const { token: customer } = await newCustomer(app);
    const agent = await newAgent(prisma);
    const { token: support } = await newSession(app, agent.id);
    const wrong: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method.toUpperCase()} ${operation.path}`;
      const anonymous = await call(operation).send({});
      if (anonymous.status !== 401) wrong.push(`${name} as a visitor: ${anonymous.status}`);
      for (const [who, token] of [
        ['a customer', customer],
        ['a support agent', support],
      ] as const) {
        const res = await call(operation, token).send({});
        if (res.status !== 403 || res.body.code !== 'FORBIDDEN') wrong.push(`${name} as ${who}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets an admin through on every operation (an empty request is refused for its content, never a 5xx)', async () => {
    const operations = await adminOperations();
    const { token } = await newAdmin(app);
    const wrong: string[] = [];
    for (const operation of operations) {
      const res = await call(operation, token).send({});
      if ([401, 403].includes(res.status) || res.status >= 500) {
        wrong.push(`${operation.method.toUpperCase()} ${operation.path}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
