import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { newSession, newUser } from './factories';
import { createTestApp } from './test-app';

/** The signing key the source used to hold for every installation without JWT_SECRET. */
const FORMER_SOURCE_KEY = 'development-only-secret-never-used-in-production';

describe('Signing key of an installation without JWT_SECRET', () => {
  const dirs: string[] = [];
  const apps: NestFastifyApplication[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A server of the installation whose data folder is `dataDir`, with no JWT_SECRET. */
  async function start(dataDir: string) {
    const { app, prisma } = await createTestApp({ JWT_SECRET: '', DATA_DIR: dataDir });
    apps.push(app);
    return { app, prisma };
  }
  const installation = () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-installation-'));
    dirs.push(dir);
    return dir;
  };
  const me = (app: NestFastifyApplication, token: string) =>
    request(app.getHttpServer()).get('/api/User/Me').set('Authorization', `Bearer ${token}`);

  it('refuses a token signed with the key that was in the source', async () => {
    const { app, prisma } = await start(installation());
    const user = await newUser(prisma);
    const { token, session } = await newSession(app, user.id);
    await me(app, token).expect(200);
    // The same claims of a live session: only the key differs.
    const forged = await new JwtService({ secret: FORMER_SOURCE_KEY }).signAsync({
      sub: user.id,
      sid: session.id,
      jti: session.tokenId,
    });
    await me(app, forged).expect(401);
  });

  it('keeps its key across restarts, and another installation has another key', async () => {
    const dir = installation();
    const first = await start(dir);
    const user = await newUser(first.prisma);
    const { token } = await newSession(first.app, user.id);
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);

    const restarted = await start(dir);
    await me(restarted.app, token).expect(200);
    const other = await start(installation());
    await me(other.app, token).expect(401);
  });
});
