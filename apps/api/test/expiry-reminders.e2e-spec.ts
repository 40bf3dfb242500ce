import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { ExpiryReminderJob } from '../src/reminders/expiry-reminder.job';
import { newSession, newUser } from './factories';
import { http } from './player-support';
import { createTestApp } from './test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The job's clock, far from every other test's passes (the worker's database is shared). */
const NOW = new Date('2091-03-10T09:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

// Reminders before a pass or a box subscription ends (issue 21): 7 days, 1 day, the day it ended;
// each once, whichever of two instances runs the job; none for an account that turned them off.

describe('expiry reminder mails', () => {
  let app: INestApplication;
  let second: INestApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ PUBLIC_URL: 'https://shop.example' }));
    // A second instance of the shop on the same database, as behind a proxy.
    ({ app: second } = await createTestApp({ PUBLIC_URL: 'https://shop.example' }));
  });
  afterAll(async () => {
    await Promise.all([app.close(), second.close()]);
  });

  const customer = async (language = 'en') => {
    const user = await newUser(prisma);
    return prisma.user.update({ where: { id: user.id }, data: { language } });
  };
  const pass = (userId: string, endsAt: Date) =>
    prisma.vpnPass.create({
      data: {
        userId,
        code: `R${randomUUID().slice(0, 13).toUpperCase()}`,
        durationMonths: 1,
        startsAt: at(-30 * DAY),
        endsAt,
      },
    });
  const mailsTo = (email: string) =>
    prisma.mailOutbox.findMany({
      where: { to: email },
      orderBy: { createdAt: 'asc' },
      select: { template: true, subject: true, text: true },
    });

  it('mails 7 days and 1 day before the end and on the day it ended, once each, with a link to renew that pass or box', async () => {
    const anna = await customer();
    const soon = await pass(anna.id, at(5 * DAY));
    const tomorrow = await pass(anna.id, at(12 * HOUR));
    const ended = await pass(anna.id, at(-2 * HOUR));
    await pass(anna.id, at(10 * DAY)); // not yet
    await pass(anna.id, at(-3 * DAY)); // ended before yesterday: too late for the ended mail
    const box = await prisma.vpnBox.create({
      data: {
        serial: `NOVA-BOX-${randomUUID().slice(0, 12).toUpperCase()}`,
        userId: anna.id,
        subscriptions: {
          create: [
            { durationMonths: 1, startsAt: at(-60 * DAY), endsAt: at(-30 * DAY) },
            { durationMonths: 1, startsAt: at(-30 * DAY), endsAt: at(3 * DAY) },
          ],
        },
      },
    });

    // Two instances at once, then again: every mail goes exactly once.
    const jobs = [app.get(ExpiryReminderJob), second.get(ExpiryReminderJob)];
    await Promise.all(jobs.map((job) => job.remind(NOW)));
    await jobs[0].remind(at(10 * 60_000));

    const mails = await mailsTo(anna.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `${soon.code} ends on March 15, 2091`,
        `${tomorrow.code} ends on March 10, 2091`,
        `${box.serial} ends on March 13, 2091`,
        `${ended.code} has ended`,
      ].sort(),
    );
    const boxMail = mails.find((m) => m.subject.startsWith(box.serial));
    expect(boxMail?.text).toContain(`https://shop.example/dashboard/pass/passNew?renewBox=${box.id}`);
    expect(boxMail?.text).toContain('The VPN subscription of your box');
    const endedMail = mails.find((m) => m.template === 'subscription-ended');
    expect(endedMail?.text).toContain(`https://shop.example/dashboard/pass/passNew?renewPass=${ended.id}`);
    expect(await prisma.expiryReminder.count({ where: { pass: { userId: anna.id } } })).toBe(3);

    // A day later the pass of 5 days is 4 days away and the box 2: their 7-day mails went already.
    // The pass that had 12 hours left has ended: its mail of the day it ended.
    await jobs[1].remind(at(DAY));
    const afterADay = await mailsTo(anna.email);
    expect(afterADay.map((m) => m.subject)).toEqual([...mails.map((m) => m.subject), `${tomorrow.code} has ended`]);

    // The day before its end, the 1-day mail of the 5-day pass; on its end day, its ended mail.
    await jobs[0].remind(at(4 * DAY + 12 * HOUR));
    await jobs[1].remind(at(5 * DAY + HOUR));
    const soonMails = (await mailsTo(anna.email)).filter((m) => m.subject.startsWith(soon.code));
    expect(soonMails.map((m) => m.template)).toEqual([
      'subscription-ending',
      'subscription-ending',
      'subscription-ended',
    ]);
  });

  it('sends the reminders of the new end after a renewal, in the account language, and none when turned off in the profile', async () => {
    const marco = await customer('it');
    const renewed = await pass(marco.id, at(6 * DAY));
    const job = app.get(ExpiryReminderJob);
    await job.remind(NOW);
    // Renewed by a month: the new end has reminders of its own.
    await prisma.vpnPass.update({ where: { id: renewed.id }, data: { endsAt: at(36 * DAY) } });
    await job.remind(at(30 * DAY));
    const italian = await mailsTo(marco.email);
    expect(italian.map((m) => m.subject)).toEqual([
      `${renewed.code} scade il 16 marzo 2091`,
      `${renewed.code} scade il 15 aprile 2091`,
    ]);

    const quiet = await customer();
    await pass(quiet.id, at(2 * DAY));
    const { token } = await newSession(app, quiet.id);
    const off = await http(app)
      .put('/api/User/Update')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Quiet', surname: 'User', country: 'IT', tfa: false, reminderMails: false })
      .expect(200);
    expect(off.body.reminderMails).toBe(false);
    // Left out, the setting stays as it is.
    const kept = await http(app)
      .put('/api/User/Update')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Quiet', surname: 'User', country: 'IT', tfa: false })
      .expect(200);
    expect(kept.body.reminderMails).toBe(false);
    for (const reminderMails of [null, 'yes', 1]) {
      const bad = await http(app)
        .put('/api/User/Update')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Quiet', surname: 'User', country: 'IT', tfa: false, reminderMails })
        .expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    await job.remind(NOW);
    expect(await mailsTo(quiet.email)).toEqual([]);
  });

  it('sends nothing while REMINDER_MAILS_ENABLED is false', async () => {
    const { app: off } = await createTestApp({ REMINDER_MAILS_ENABLED: 'false' });
    try {
      const anna = await customer();
      await pass(anna.id, at(3 * DAY));
      expect(await off.get(ExpiryReminderJob).remind(NOW)).toMatchObject({ SEVEN_DAYS: 0 });
      expect(await mailsTo(anna.email)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
