import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';

/** What a module does with the notices of one channel. */
export interface ChannelSubscriber {
  /** A notice's payload, in the order PostgreSQL delivered them (only committed ones). */
  onNotification(payload: string): void;
  /** Listening (again): notices sent while we were not are lost, so anything built from them is stale. */
  onListening?(): void;
  /** The connection is lost: no notice arrives until onListening. */
  onLost?(): void;
}

/** The listening connection's application_name. */
export const LISTENER_NAME = 'shop-notifications';
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * PostgreSQL LISTEN for the whole instance: one connection of its own (a pooled one would be
 * handed to other queries), the channels modules subscribe to before the application boots, and a
 * reconnection with backoff when the connection drops (logged once per outage). Notices are
 * sent with `pg_notify` by the modules' queries, inside the transaction of the change, so a
 * notice means a committed change and every instance on the database gets it.
 */
@Injectable()
export class DatabaseNotifications implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseNotifications.name);
  private readonly channels = new Map<string, ChannelSubscriber[]>();
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private retryMs = FIRST_RETRY_MS;
  private outage = false;
  private readonly failed = new WeakSet<Client>();

  constructor(private readonly config: AppConfig) {}

  /** Registers a channel's subscriber; call it before the application boots (onModuleInit). */
  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.channels.set(channel, [...(this.channels.get(channel) ?? []), subscriber]);
  }

  /** True while the connection is up and listening on every channel. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.channels.size) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    // Named, so an operator sees it in pg_stat_activity for what it is.
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? []) {
        subscriber.onNotification(message.payload ?? '');
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
      if (this.stopped) return void (await client.end().catch(() => undefined));
      this.client = client;
      if (this.outage) this.logger.log('Listening to the database again');
      this.outage = false;
      this.retryMs = FIRST_RETRY_MS;
      for (const subscriber of this.subscribers()) subscriber.onListening?.();
    } catch (error) {
      await client.end().catch(() => undefined);
      this.lost(client, error);
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped) return;
    // A failed client reports more than once (error, then end): only its first report counts.
    if (this.failed.has(client)) return;
    this.failed.add(client);
    void client.end().catch(() => undefined);
    const wasListening = this.client === client;
    if (wasListening) this.client = undefined;
    if (!this.outage) {
      this.logger.warn(
        `Database notifications lost, retrying: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.outage = true;
    }
    if (wasListening) for (const subscriber of this.subscribers()) subscriber.onLost?.();
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private subscribers(): ChannelSubscriber[] {
    return [...this.channels.values()].flat();
  }
}
