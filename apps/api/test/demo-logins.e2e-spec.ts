import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DEMO_USERS } from '../src/seed/demo.data';
import { createTestApp } from './test-app';

// `npm start` prints these logins; they must pass the same validation and login as anyone's.
describe('the seeded demo accounts', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(DEMO_USERS.map((user) => [user.label, user] as const))('%s logs in with the printed password', async (_label, user) => {
    const res = await request(app.getHttpServer())
      .post('/api/User/Login')
      .send({ email: user.email, password: user.password, captchaCode: 'dev-captcha-ok' })
      .expect(200);
    expect(res.body).toMatchObject({ tfa: false, email: user.email, name: user.name, isReseller: user.isReseller });
    expect(typeof res.body.token).toBe('string');
  });
});
