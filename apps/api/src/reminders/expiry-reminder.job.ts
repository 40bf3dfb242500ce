import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { TransactionHost } from '@nestjs-cls/transactional';
import { ScheduledJob, type JobCounts } from '../core/background/scheduled-job';
import { AppConfig } from '../core/config/app-config';
import type { PrismaTransactions } from '../core/database/database.module';
import type { ReminderKind } from '../generated/prisma/enums';
import { MailService } from '../mail/mail.service';
import { mailDate, mailMoney } from '../mail/templates/render-mail';
import { ReminderQueries, type EndingRow } from './reminder.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which mail an end is due for at `now`: ended today, ending within a day, or within 7 days; one
 * that renews automatically gets the one notice 7 days before it bills, and nothing after.
 */
export function reminderKindAt(endsAt: Date, now: Date, renews = false): ReminderKind | null {
  if (renews) return endsAt.getTime() > now.getTime() + DAY_MS ? 'RENEWS_SEVEN_DAYS' : null;
  if (endsAt.getTime() <= now.getTime()) return 'ENDED';
  if (endsAt.getTime() <= now.getTime() + DAY_MS) return 'ONE_DAY';
  return 'SEVEN_DAYS';
}

/**
 * Every hour: the mails before a pass or a box subscription ends, for accounts that keep them on
 * (profile): 7 days before, 1 day before, and on the day it ended, each with a Renew link to the
 * renewal checkout of that pass or box; one that renews automatically gets one notice 7 days
 * before it bills ("renews on … for …"), as Stripe's upcoming-invoice mail. Each mail is claimed by a unique row written in the
 * mail's own transaction, so two instances running the job at once send it once; a renewal moves
 * the end, and the new end gets its reminders in turn. REMINDER_MAILS_ENABLED=false stops the job.
 */
@Injectable()
export class ExpiryReminderJob extends ScheduledJob {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: ReminderQueries,
    private readonly mail: MailService,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('expiry-reminders', config, scheduler);
  }

  protected period(): number {
    return 60 * 60 * 1000;
  }

  protected work(): Promise<JobCounts> {
    return this.remind(new Date());
  }

  /** One pass over the ends due at `now` (tests give their own). */
  async remind(now: Date): Promise<JobCounts> {
    const counts: JobCounts = { SEVEN_DAYS: 0, ONE_DAY: 0, ENDED: 0, RENEWS_SEVEN_DAYS: 0, 'already-sent': 0 };
    if (!this.config.env.REMINDER_MAILS_ENABLED) return counts;
    for (const row of await this.queries.ending(now)) {
      const kind = reminderKindAt(row.endsAt, now, row.renewsAmount !== null);
      if (!kind) continue;
      const sent = await this.txHost.withTransaction(async () => {
        if (!(await this.queries.claim(row, kind))) return false;
        await this.send(row, kind);
        return true;
      });
      counts[sent ? kind : 'already-sent'] += 1;
    }
    return counts;
  }

  private async send(row: EndingRow, kind: ReminderKind): Promise<void> {
    const renew = row.kind === 'pass' ? `renewPass=${row.id}` : `renewBox=${row.id}`;
    const link = `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/pass/passNew?${renew}`;
    const common = { name: row.userName, item: row.name, reason: row.kind, link };
    if (kind === 'RENEWS_SEVEN_DAYS') {
      await this.mail.enqueue({
        to: row.email,
        userId: row.userId,
        language: row.language,
        template: 'subscription-renews',
        data: {
          ...common,
          link: `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard`,
          date: mailDate(row.endsAt, row.language),
          amount: mailMoney(row.renewsAmount ?? 0, row.renewsCurrency ?? 'EUR', row.language),
        },
      });
    } else if (kind === 'ENDED') {
      await this.mail.enqueue({
        to: row.email,
        userId: row.userId,
        language: row.language,
        template: 'subscription-ended',
        data: common,
      });
    } else {
      await this.mail.enqueue({
        to: row.email,
        userId: row.userId,
        language: row.language,
        template: 'subscription-ending',
        data: { ...common, date: mailDate(row.endsAt, row.language) },
      });
    }
  }
}
