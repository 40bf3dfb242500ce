import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contracts';
import { AppConfig } from '../core/config/app-config';
import type { PrismaTransactions } from '../core/database/database.module';
import { groupName, TICKET_GROUPS } from './support-groups';
import type { TicketGroupResponse } from './support.responses';

/** The groups a ticket is filed under, named in the caller's language. */
@Injectable()
export class TicketGroupService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly config: AppConfig,
  ) {}

  /** GetGroups: in `language`, else in the language of the caller's account. */
  async groups(userId: string, language?: Language): Promise<TicketGroupResponse[]> {
    const lang = language ?? (await this.accountLanguage(userId));
    return TICKET_GROUPS.map(({ id, key }) => ({ id, key, name: groupName(key, lang, this.config.env.SHOP_NAME) }));
  }

  private async accountLanguage(userId: string): Promise<Language> {
    const user = await this.txHost.tx.user.findUnique({ where: { id: userId }, select: { language: true } });
    return user && isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  }
}
