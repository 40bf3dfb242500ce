import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { assertAcceptablePassword } from './password-policy';

/** argon2id with the library's defaults (OWASP-level memory and time cost). */
@Injectable()
export class PasswordService {
  /** Checks the policy, then hashes. */
  async hash(password: string): Promise<string> {
    assertAcceptablePassword(password);
    return argon2.hash(password, { type: argon2.argon2id });
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
    this.dummy ??= argon2.hash('dummy-password-for-timing', { type: argon2.argon2id });
    await this.verify(await this.dummy, password);
    return false;
  }
}
