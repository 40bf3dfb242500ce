import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { ErrorCode } from '@shop/contracts';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { DomainException } from '../errors/domain.exception';
import { accountKey, ipKey } from './client-key';
import type { LimiterStore } from './limiter-store';
import { accountDelayMs, RATE_LIMIT_NAMES, RATE_LIMITS, type AccountBudget, type RateLimitName } from './rate-limits';

/** Who an attempt comes from and which account it names (either may be unknown). */
export interface AttemptSubject {
  ip?: string;
  /** The account's e-mail address (any letter case). */
  account?: string;
  /** A genuine device cookie of that account (its nonce): counted instead of the account. */
  device?: string;
}

/**
 * When an attempt counts: only when it failed with one of these error codes, or every attempt
 * that ran (calls that send mail, where asking is what costs).
 */
export type FailurePolicy = { failsOn: readonly ErrorCode[] } | 'every-attempt';

/** 429 with the seconds to wait; the global filter turns it into a Retry-After header. */
export class TooManyAttemptsException extends DomainException {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', 'Too many attempts, please try again later.');
  }
}

/** How long an attempt past the free ones holds the account's single slot while it runs. */
const SLOT_MS = 10_000;
/** Points of a counter that is only counted, never refused on its own. */
const UNLIMITED = 1_000_000_000;

interface Limiters {
  ip: RateLimiterAbstract;
  account?: { budget: AccountBudget; failures: RateLimiterAbstract; wait: RateLimiterAbstract };
  device?: RateLimiterAbstract;
}

interface Ticket {
  limiters: Limiters;
  ip?: string;
  account?: string;
  device?: string;
  /** Attempts on the account counted so far, this one included. */
  accountCount?: number;
  holdsSlot: boolean;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The attempt budgets of rate-limits.ts. A service wraps the part of a call that can fail in
 * `attempt()`, after the captcha and the body were checked, so only real attempts are counted.
 * The count is taken before the work and given back when the attempt did not fail, which keeps
 * racing requests within the budget. Redis away, PostgreSQL counts instead (limiter-store.ts); a
 * store that fails outright lets requests through (logged): the limits are a second line of
 * defence, and refusing every login while the store is down would be an outage of its own.
 */
@Injectable()
export class RateLimitService {
  private readonly log = new Logger('RateLimit');
  private readonly limiters: Record<RateLimitName, Limiters>;

  constructor(
    store: LimiterStore,
    private readonly config: AppConfig,
  ) {
    this.limiters = Object.fromEntries(
      RATE_LIMIT_NAMES.map((name) => {
        const { ip, account, device } = RATE_LIMITS[name];
        const limiters: Limiters = {
          ip: store.create({ name: `${name}-ip`, points: ip.limit, durationMs: ip.windowMs }),
          account: account && {
            budget: account,
            failures: store.create({ name: `${name}-account`, points: UNLIMITED, durationMs: account.windowMs }),
            wait: store.create({ name: `${name}-wait`, points: 1, durationMs: SLOT_MS }),
          },
          device: device && store.create({ name: `${name}-device`, points: device.limit, durationMs: device.windowMs }),
        };
        return [name, limiters];
      }),
    ) as Record<RateLimitName, Limiters>;
  }

  async attempt<T>(
    name: RateLimitName,
    subject: AttemptSubject,
    work: () => Promise<T>,
    policy: FailurePolicy,
  ): Promise<T> {
    if (!this.config.env.RATE_LIMIT_ENABLED) return work();
    const ticket = await this.begin(name, subject);
    let outcome: 'failed' | 'succeeded' | 'neutral' = 'neutral';
    try {
      const result = await work();
      outcome = policy === 'every-attempt' ? 'failed' : 'succeeded';
      return result;
    } catch (error) {
      const counts =
        policy === 'every-attempt' || (error instanceof DomainException && policy.failsOn.includes(error.code));
      outcome = counts ? 'failed' : 'neutral';
      throw error;
    } finally {
      await this.settle(ticket, outcome);
    }
  }

  /** Counts a failure that needs no work of its own (a refused captcha), refusing when over budget. */
  async failure(name: RateLimitName, subject: AttemptSubject): Promise<void> {
    if (!this.config.env.RATE_LIMIT_ENABLED) return;
    const ticket = await this.begin(name, subject);
    await this.settle(ticket, 'failed');
  }

  /** Refuses the caller now if the budget is already spent, without counting anything. */
  async assertNotOver(name: RateLimitName, subject: AttemptSubject): Promise<void> {
    if (!this.config.env.RATE_LIMIT_ENABLED || !subject.ip) return;
    const limiters = this.limiters[name];
    const state = await this.safely(() => limiters.ip.get(ipKey(subject.ip)), null);
    if (state && state.consumedPoints >= RATE_LIMITS[name].ip.limit)
      throw new TooManyAttemptsException(secondsOf(state.msBeforeNext));
  }

  private async begin(name: RateLimitName, subject: AttemptSubject): Promise<Ticket> {
    const limiters = this.limiters[name];
    const ticket: Ticket = { limiters, ip: subject.ip === undefined ? undefined : ipKey(subject.ip), holdsSlot: false };
    if (ticket.ip) await this.consumeOrRefuse(limiters.ip, ticket.ip, ticket);
    if (limiters.device && subject.device) {
      // A browser that logged in to this account before: its own count, not the account's.
      ticket.device = subject.device;
      await this.consumeOrRefuse(limiters.device, ticket.device, ticket);
    } else if (limiters.account && subject.account) {
      const account = accountKey(subject.account);
      const counted = await this.safely(() => limiters.account!.failures.consume(account), null);
      if (counted) {
        ticket.account = account;
        ticket.accountCount = counted.consumedPoints;
        // Past the free attempts, one at a time and only once the delay of the last failure is over.
        if (counted.consumedPoints > limiters.account.budget.free) {
          await this.consumeOrRefuse(limiters.account.wait, account, ticket);
          ticket.holdsSlot = true;
        }
      }
    }
    return ticket;
  }

  /** Takes one point; over the limit, gives back what this ticket took so far and answers 429. */
  private async consumeOrRefuse(limiter: RateLimiterAbstract, key: string, ticket: Ticket): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return this.storeFailed(error);
      await this.settle({ ...ticket, holdsSlot: false }, 'refused');
      throw new TooManyAttemptsException(secondsOf(error.msBeforeNext));
    }
  }

  private async settle(ticket: Ticket, outcome: 'failed' | 'succeeded' | 'neutral' | 'refused'): Promise<void> {
    const { limiters, ip, account, accountCount, device } = ticket;
    const tasks: Promise<unknown>[] = [];
    if (ip && outcome !== 'failed') tasks.push(limiters.ip.reward(ip));
    if (limiters.device && device !== undefined && outcome !== 'failed') {
      tasks.push(outcome === 'succeeded' ? limiters.device.delete(device) : limiters.device.reward(device));
    }
    if (limiters.account && account !== undefined && accountCount !== undefined) {
      const { budget, failures, wait } = limiters.account;
      if (outcome === 'failed') {
        const delay = accountDelayMs(budget, accountCount);
        if (delay > 0) tasks.push(wait.block(account, delay / 1000));
      } else if (outcome === 'succeeded') {
        // The owner got in: earlier failures no longer stand between them and the next login.
        tasks.push(failures.delete(account), wait.delete(account));
      } else {
        tasks.push(failures.reward(account));
        if (ticket.holdsSlot) tasks.push(wait.delete(account));
      }
    }
    for (const result of await Promise.allSettled(tasks)) {
      if (result.status === 'rejected') this.storeFailed(result.reason);
    }
  }

  private async safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.storeFailed(error);
      return fallback;
    }
  }

  private storeFailed(error: unknown): void {
    this.log.warn(
      `rate-limit store failed, request let through: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
