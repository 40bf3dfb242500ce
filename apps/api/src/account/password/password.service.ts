import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../../core/config/app-config';
import { assertAcceptablePassword } from './password-policy';

/**
 * argon2id with the library's time cost and PASSWORD_HASH_MEMORY_KIB of memory (64 MiB by
 * default, never under OWASP's 19 MiB in production). A hash carries its own parameters, so
 * changing the setting leaves every stored hash verifiable.
 */
@Injectable()
export class PasswordService {
  constructor(private readonly config: AppConfig) {}

  private get options(): argon2.HashOptions & { raw?: false } {
    return { type: argon2.argon2id, memoryCost: this.config.env.PASSWORD_HASH_MEMORY_KIB };
  }

  /** Checks the policy, then hashes. */
  async hash(password: string): Promise<string> {
    assertAcceptablePassword(password);
    return argon2.hash(password, this.options);
  }

  /** False for a wrong password or a hash that is not argon2 (never throws on bad input). */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * A hash to verify against when the account does not exist, so a login for an unknown address
   * takes as long as one with a wrong password (no account enumeration by timing).
   */
  private dummy: Promise<string> | undefined;

  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= argon2.hash('dummy-password-for-timing', this.options);
    await this.verify(await this.dummy, password);
    return false;
  }
}
