import { Global, Module } from '@nestjs/common';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterPrisma } from '@nestjs-cls/transactional-adapter-prisma';
import { ClsModule } from 'nestjs-cls';
import { DatabaseNotifications } from './database-notifications';
import { HotQueries } from './hot-queries';
import { PrismaService } from './prisma.service';

/**
 * The shop's transactions: Prisma interactive transactions carried by async context. Services
 * inject `TransactionHost<PrismaTransactions>` (spelled out: Nest injects by the class, which a
 * type alias would hide) and reach the database through `this.txHost.tx`, the one way to it: the
 * caller's transaction when there is one (started with `txHost.withTransaction`), else the plain
 * client. A service's reads and writes therefore join the caller's transaction without being
 * handed a client. Raw SQL lives in one `*.queries.ts` per module, row locks go through `lockRow`
 * (row-lock.ts); `PrismaService` itself is injected only where a comment says why (health, the job period claims, the
 * mail sender's claim, the rate-limit store, HotQueries).
 */
export type PrismaTransactions = TransactionalAdapterPrisma<PrismaService>;

@Global()
@Module({
  providers: [PrismaService],
  exports: [PrismaService],
})
class PrismaModule {}

/**
 * PrismaService and TransactionHost for every module. The plugin is registered without
 * ClsModule.forRoot, whose guard and interceptor (no-ops when not mounted) every request would
 * go through: an async context exists only inside `withTransaction`, so requests that write
 * nothing pay nothing for it.
 */
@Global()
@Module({
  imports: [
    PrismaModule,
    ClsModule.registerPlugins([
      new ClsPluginTransactional({
        imports: [PrismaModule],
        adapter: new TransactionalAdapterPrisma<PrismaService>({
          prismaInjectionToken: PrismaService,
          sqlFlavor: 'postgresql',
          // Prisma's defaults (2 s to get a connection, 5 s per transaction) ended legitimate work
          // (an invoice's PDF, a credit note) on a CPU-starved machine. Waits on rows are bounded
          // by their own lock timeouts (2 s, row-lock.ts); these limits only catch a transaction
          // that never ends.
          defaultTxOptions: { maxWait: 10_000, timeout: 15_000 },
        }),
      }),
    ]),
  ],
  // LISTEN for every module (database-notifications.ts): one connection per instance. HotQueries:
  // the authentication path's and the dashboard lists' statements (hot-queries.ts says why).
  providers: [DatabaseNotifications, HotQueries],
  exports: [PrismaModule, DatabaseNotifications, HotQueries],
})
export class DatabaseModule {}
