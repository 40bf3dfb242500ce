import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockNamed } from '../../core/database/row-lock';

/** The notices' SQL, in the caller's transaction. */
@Injectable()
export class NoticesQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * Serialises changes of the maintenance notice until the transaction ends: there may be no row
   * to lock yet, and two admins writing the first notice at once would otherwise make two.
   */
  async lockMaintenance(): Promise<void> {
    await lockNamed(this.txHost.tx, 'admin.maintenance-notice');
  }

  /** Ids of the news whose slug or a title (any language) contains `term`, any case. */
  async newsMatching(term: string): Promise<string[]> {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.txHost.tx.$queryRaw<{ id: string }[]>`
      SELECT n.id FROM "News" n
      WHERE n.slug ILIKE ${pattern}
         OR EXISTS (SELECT 1 FROM jsonb_each_text(n.titles) t WHERE t.value ILIKE ${pattern})`;
    return rows.map((r) => r.id);
  }
}
