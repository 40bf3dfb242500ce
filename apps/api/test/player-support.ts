import type { INestApplication } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { prismaOfEveryInstance } from './test-app';

// Helpers of the player and VPN HTTP tests.

export const http = (app: INestApplication) => request(app.getHttpServer());

/** A device id no other test uses. */
export const newDeviceId = () => `test-${randomUUID()}`;

/** Client addresses of this run only (apps made with TRUST_PROXY=loopback read X-Forwarded-For), so counters never collide. */
const runOctet = randomInt(1, 255);
let hosts = 0;
export function newIp(): string {
  hosts++;
  return `10.${runOctet}.${200 + Math.floor(hosts / 250)}.${(hosts % 250) + 1}`;
}

export interface RegisteredDevice {
  deviceId: string;
  secret: string;
  otp: string;
}

/** Registers a device through DeviceInfo, as the player app does. */
export async function registerDevice(
  app: INestApplication,
  platform: 'web' | 'android' | 'ios' = 'android',
  deviceId = newDeviceId(),
): Promise<RegisteredDevice> {
  const res = await http(app)
    .post('/api/Player/DeviceInfo')
    .send({ deviceId, platform, model: 'Test TV', appVersion: '1.0.0' })
    .expect(200);
  return { deviceId, secret: res.body.deviceSecret as string, otp: res.body.otp as string };
}

/** Pairs a registered device with the token's account. */
export async function pairDevice(app: INestApplication, token: string, device: RegisteredDevice): Promise<void> {
  await http(app)
    .post('/api/Player/PairWithAccount')
    .set('Authorization', `Bearer ${token}`)
    .send({ otp: device.otp })
    .expect(200);
}

/**
 * Counts the SQL statements `work` sends through Prisma's connection pool (every statement of the
 * app outside a transaction goes through pool.query).
 */
export async function countStatements(prisma: PrismaService, work: () => Promise<unknown>): Promise<number> {
  // Every instance's client: behind the test proxy a request may be answered by either.
  const pools: Pool[] = [];
  for (const instance of prismaOfEveryInstance(prisma)) {
    await instance.$queryRaw`SELECT 1`;
    const pool = (instance as unknown as { adapterFactory: { pool?: Pool } }).adapterFactory.pool;
    if (!pool) throw new Error('Prisma has no pool');
    pools.push(pool);
  }
  const originals = pools.map((pool) => pool.query.bind(pool) as (...args: unknown[]) => unknown);
  let count = 0;
  pools.forEach((pool, i) => {
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      count++;
      return originals[i](...args);
    };
  });
  try {
    await work();
  } finally {
    pools.forEach((pool, i) => ((pool as unknown as { query: unknown }).query = originals[i]));
  }
  return count;
}
