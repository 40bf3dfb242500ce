import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditTrail, type AuditState } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { isUniqueViolation } from '../../core/database/prisma-errors';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import { pageWindow } from '../../core/http/pagination';
import type { News, Prisma } from '../../generated/prisma/client';
import type { NewNewsDto, NewsListQueryDto, NewsUpdateDto } from './notices.dto';
import { newsSnapshot, toNewsResponse } from './notices.mapper';
import { NoticesQueries } from './notices.queries';
import type { NewsListResponse, NewsResponse } from './notices.responses';

const notFound = () => new DomainException(HttpStatus.NOT_FOUND, 'NEWS_NOT_FOUND', 'This news entry does not exist.');
const slugTaken = () =>
  new DomainException(HttpStatus.CONFLICT, 'NEWS_SLUG_TAKEN', 'Another news entry already uses this slug.');

/** The unique slug decides between two entries written at once: the loser hears 409 NEWS_SLUG_TAKEN. */
async function slugUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The news of the site: a title and a text per language, a slug, published or a draft. Every change audited. */
@Injectable()
export class NewsService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: NoticesQueries,
    private readonly auditTrail: AuditTrail,
  ) {}

  /** Newest first; by state and by a part of the slug or a title. */
  async list(query: NewsListQueryDto): Promise<NewsListResponse> {
    const where: Prisma.NewsWhereInput = {
      ...(query.state && { publishedAt: query.state === 'published' ? { not: null } : null }),
      ...(query.q && { id: { in: await this.queries.newsMatching(query.q) } }),
    };
    const [rows, total] = await Promise.all([
      this.txHost.tx.news.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...pageWindow(query) }),
      this.txHost.tx.news.count({ where }),
    ]);
    return { items: rows.map(toNewsResponse), total };
  }

  create(actorId: string, body: NewNewsDto): Promise<NewsResponse> {
    return slugUnique(() =>
      this.txHost.withTransaction(async () => {
        const row = await this.txHost.tx.news.create({ data: this.values(body, null) });
        await this.audit(actorId, 'news.create', row.id, null, newsSnapshot(row));
        return toNewsResponse(row);
      }),
    );
  }

  /** Replaces the entry; publishing keeps the first publication's date, a draft has none. */
  update(actorId: string, body: NewsUpdateDto): Promise<NewsResponse> {
    return slugUnique(() =>
      this.txHost.withTransaction(async () => {
        const before = await this.find(body.newsId);
        const row = await this.txHost.tx.news.update({
          where: { id: body.newsId },
          data: this.values(body, before.publishedAt),
        });
        await this.audit(actorId, 'news.update', row.id, newsSnapshot(before), newsSnapshot(row));
        return toNewsResponse(row);
      }),
    );
  }

  /** Deletes the entry and answers it as it was. */
  remove(actorId: string, newsId: string): Promise<NewsResponse> {
    return this.txHost.withTransaction(async () => {
      const before = await this.find(newsId);
      await this.txHost.tx.news.delete({ where: { id: newsId }, select: { id: true } });
      await this.audit(actorId, 'news.delete', newsId, newsSnapshot(before), null);
      return toNewsResponse(before);
    });
  }

  private values(body: NewNewsDto, publishedAt: Date | null) {
    return {
      slug: body.slug,
      titles: { ...body.titles },
      bodies: { ...body.bodies },
      publishedAt: body.published ? (publishedAt ?? new Date()) : null,
    };
  }

  /** The entry, locked until the transaction ends: its audited "before" is what the change replaced. */
  private async find(id: string): Promise<News> {
    if (!(await lockRow(this.txHost.tx, 'News', id))) throw notFound();
    const row = await this.txHost.tx.news.findUnique({ where: { id } });
    if (!row) throw notFound();
    return row;
  }

  private audit(
    actorId: string,
    action: string,
    entityId: string,
    before: AuditState | null,
    after: AuditState | null,
  ): Promise<void> {
    return this.auditTrail.record({ actorId, action, entity: 'News', entityId, before, after });
  }
}
