import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import type { ChangelogEntry } from '../src/generated/prisma/client';
import { auditOf, newAdmin } from './admin-helpers';
import { bearer, http } from './support-helpers';
import { createTestApp } from './test-app';

// The back office's notices section (issue 23): the maintenance notice of spec section 4, written
// and removed by an admin, shows in GET /api/Changelog on the next request (under npm test the
// requests alternate between two instances); the news; validation; the audit log.

let app: NestFastifyApplication;
let prisma: PrismaService;
let admin: Awaited<ReturnType<typeof newAdmin>>;
/** The seeded maintenance rows, put back at the end (the catalogue's test reads the seeded notice). */
let seeded: ChangelogEntry[];

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  admin = await newAdmin(app);
  seeded = await prisma.changelogEntry.findMany({ where: { type: 'maintenance' } });
});
afterAll(async () => {
  await prisma.changelogEntry.deleteMany({ where: { type: 'maintenance', id: { notIn: seeded.map((r) => r.id) } } });
  for (const { id, version, languageLogs, enabled } of seeded) {
    await prisma.changelogEntry.update({ where: { id }, data: { version, languageLogs: languageLogs!, enabled } });
  }
  await app.close();
});

const MESSAGES = { en: 'Maintenance at 22:00 UTC.', it: 'Manutenzione alle 22:00 UTC.', sa: 'صيانة الساعة 22:00' };

const putNotice = (body: object) => http(app).put('/api/Admin/Maintenance').set(bearer(admin.token)).send(body);
const changelog = async () => (await http(app).get('/api/Changelog').expect(200)).body;

describe('the maintenance notice', () => {
  it('shows in GET /api/Changelog at once, in its version and languages, and is audited', async () => {
    const put = await putNotice({ version: '0.0.3', messages: MESSAGES }).expect(200);
    expect(put.body).toEqual({ shown: true, version: '0.0.3', messages: MESSAGES, updatedAt: expect.any(String) });
    // Twice: each instance behind the proxy answers it.
    for (let i = 0; i < 2; i++) {
      expect((await changelog()).maintenance).toEqual([
        { version: '0.0.3', languageLogs: MESSAGES, date: expect.any(String) },
      ]);
    }
    const read = await http(app).get('/api/Admin/Maintenance').set(bearer(admin.token)).expect(200);
    expect(read.body).toEqual(put.body);

    const [row] = await prisma.changelogEntry.findMany({ where: { type: 'maintenance', enabled: true } });
    const entries = await auditOf(prisma, 'ChangelogEntry', row.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: 'changelogEntry.setMaintenance',
      data: { after: { shown: true, version: '0.0.3', messages: MESSAGES } },
    });
  });

  it('a second notice replaces the first: one maintenance entry shows', async () => {
    await putNotice({ version: '0.0.1', messages: MESSAGES }).expect(200);
    await putNotice({ version: '0.0.4', messages: { en: 'Back soon.' } }).expect(200);
    expect((await changelog()).maintenance).toEqual([
      { version: '0.0.4', languageLogs: { en: 'Back soon.' }, date: expect.any(String) },
    ]);
    expect(await prisma.changelogEntry.count({ where: { type: 'maintenance', enabled: true } })).toBe(1);
    const [row] = await prisma.changelogEntry.findMany({ where: { type: 'maintenance', enabled: true } });
    expect((await auditOf(prisma, 'ChangelogEntry', row.id)).at(-1)?.data).toEqual({
      before: { shown: true, version: '0.0.1', messages: MESSAGES },
      after: { shown: true, version: '0.0.4', messages: { en: 'Back soon.' } },
    });
  });

  it('goes from the site when removed, keeps its texts for the form, and a second removal changes nothing', async () => {
    await putNotice({ version: '0.0.2', messages: MESSAGES }).expect(200);
    const [row] = await prisma.changelogEntry.findMany({ where: { type: 'maintenance', enabled: true } });
    const removed = await http(app).delete('/api/Admin/Maintenance').set(bearer(admin.token)).expect(200);
    expect(removed.body).toMatchObject({ shown: false, version: '0.0.2', messages: MESSAGES });
    for (let i = 0; i < 2; i++) expect((await changelog()).maintenance).toBeUndefined();
    const logged = await auditOf(prisma, 'ChangelogEntry', row.id);
    expect(logged.at(-1)).toMatchObject({
      action: 'changelogEntry.removeMaintenance',
      data: { before: { shown: true }, after: { shown: false, version: '0.0.2' } },
    });

    const again = await http(app).delete('/api/Admin/Maintenance').set(bearer(admin.token)).expect(200);
    expect(again.body.shown).toBe(false);
    expect(await auditOf(prisma, 'ChangelogEntry', row.id)).toHaveLength(logged.length);
  });

  it.each([
    ['a language outside the seven', { version: '0.0.1', messages: { en: 'x', xx: 'y' } }, 'messages.xx'],
    ['no English message', { version: '0.0.1', messages: { it: 'x' } }, 'messages.en'],
    ['a blank message', { version: '0.0.1', messages: { en: 'x', de: '   ' } }, 'messages.de'],
    ['a message over 500 characters', { version: '0.0.1', messages: { en: 'x'.repeat(501) } }, 'messages.en'],
    ['an unknown version', { version: '0.0.9', messages: { en: 'x' } }, 'version'],
    ['no messages', { version: '0.0.1' }, 'messages'],
  ])('refuses %s (400 VALIDATION_FAILED, the field named)', async (_, body, field) => {
    const before = await changelog();
    const res = await putNotice(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await changelog()).toEqual(before);
  });
});

describe('the news', () => {
  const entry = (slug: string, published = true) => ({
    slug,
    titles: { en: `Summer ${slug}`, de: `Sommer ${slug}` },
    bodies: { en: 'New prices for the summer.', de: 'Neue Preise für den Sommer.' },
    published,
  });
  const PATH = '/api/Admin/News';

  it('are created, listed, edited, published and deleted, every change audited', async () => {
    const slug = `summer-${randomUUID().slice(0, 8)}`;
    const created = await http(app).post(PATH).set(bearer(admin.token)).send(entry(slug, false)).expect(201);
    expect(created.body).toMatchObject({ slug, titles: entry(slug).titles, publishedAt: null });
    const id = created.body.id as string;

    const drafts = await http(app)
      .get(PATH)
      .query({ state: 'draft', q: `SOMMER ${slug}` })
      .set(bearer(admin.token));
    expect(drafts.body).toEqual({ items: [created.body], total: 1 });
    const published = await http(app).get(PATH).query({ state: 'published', q: slug }).set(bearer(admin.token));
    expect(published.body.total).toBe(0);

    const edited = await http(app)
      .put(PATH)
      .set(bearer(admin.token))
      .send({ ...entry(slug), newsId: id, titles: { en: 'Summer sale' }, bodies: { en: 'Ten percent off.' } })
      .expect(200);
    expect(edited.body).toMatchObject({ titles: { en: 'Summer sale' }, bodies: { en: 'Ten percent off.' } });
    expect(edited.body.publishedAt).toEqual(expect.any(String));
    // Still published after another edit: the first publication's date stays.
    const again = await http(app)
      .put(PATH)
      .set(bearer(admin.token))
      .send({ ...entry(slug), newsId: id })
      .expect(200);
    expect(again.body.publishedAt).toBe(edited.body.publishedAt);

    const removed = await http(app).delete(PATH).query({ newsId: id }).set(bearer(admin.token)).expect(200);
    expect(removed.body.id).toBe(id);
    expect(await prisma.news.findUnique({ where: { id } })).toBeNull();
    await http(app)
      .delete(PATH)
      .query({ newsId: id })
      .set(bearer(admin.token))
      .expect(404, /NEWS_NOT_FOUND/);

    const log = await auditOf(prisma, 'News', id);
    expect(log.map((e) => e.action)).toEqual(['news.create', 'news.update', 'news.update', 'news.delete']);
    expect(log[1].data).toMatchObject({
      before: { titles: entry(slug).titles, publishedAt: null },
      after: { titles: { en: 'Summer sale' }, publishedAt: edited.body.publishedAt },
    });
    expect(log[3].data).toMatchObject({ before: { slug }, after: null });
    expect(log.every((e) => e.actorId === admin.user.id)).toBe(true);
  });

  it('refuses a slug another entry has (409 NEWS_SLUG_TAKEN), on creation and on edit', async () => {
    const slug = `taken-${randomUUID().slice(0, 8)}`;
    await http(app).post(PATH).set(bearer(admin.token)).send(entry(slug)).expect(201);
    await http(app)
      .post(PATH)
      .set(bearer(admin.token))
      .send(entry(slug))
      .expect(409, /NEWS_SLUG_TAKEN/);
    const other = await http(app)
      .post(PATH)
      .set(bearer(admin.token))
      .send(entry(`${slug}-2`))
      .expect(201);
    await http(app)
      .put(PATH)
      .set(bearer(admin.token))
      .send({ ...entry(slug), newsId: other.body.id })
      .expect(409, /NEWS_SLUG_TAKEN/);
    expect(await prisma.news.count({ where: { slug } })).toBe(1);
  });

  it('answers 404 NEWS_NOT_FOUND for an unknown entry', async () => {
    await http(app)
      .put(PATH)
      .set(bearer(admin.token))
      .send({ ...entry('ghost'), newsId: randomUUID() })
      .expect(404, /NEWS_NOT_FOUND/);
  });

  it.each([
    ['a slug with capitals', { slug: 'Summer' }, 'slug'],
    ['a slug with a double hyphen', { slug: 'a--b' }, 'slug'],
    ['a title in an unknown language', { titles: { en: 'x', xx: 'y' }, bodies: { en: 'x' } }, 'titles.xx'],
    ['a text without its title', { titles: { en: 'x' }, bodies: { en: 'x', it: 'y' } }, 'bodies'],
    ['no English title', { titles: { it: 'x' }, bodies: { it: 'x' } }, 'titles.en'],
    ['a title over 200 characters', { titles: { en: 'x'.repeat(201) }, bodies: { en: 'x' } }, 'titles.en'],
    ['no published flag', { published: undefined }, 'published'],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_, change, field) => {
    const body = { ...entry(`bad-${randomUUID().slice(0, 8)}`), ...change };
    const res = await http(app).post(PATH).set(bearer(admin.token)).send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toContain(field);
  });
});
