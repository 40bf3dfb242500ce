import { Module } from '@nestjs/common';
import { ExpiryReminderJob } from './expiry-reminder.job';
import { ReminderQueries } from './reminder.queries';

/** Reminder mails before passes and box subscriptions end (issue 21). Owns ExpiryReminder. */
@Module({
  providers: [ReminderQueries, ExpiryReminderJob],
})
export class RemindersModule {}
