import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { StartupError } from '../startup/startup-errors';

const MIN_LENGTH = 32;

/**
 * The access-token signing key of this installation (used when JWT_SECRET is unset, never in
 * production): random, made on the first start, kept in `file` (mode 0600) so tokens survive
 * restarts. A key written in the source would let anyone who reads it sign tokens.
 */
export function readOrCreateJwtSecret(file: string): string {
  try {
    return check(file, readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw explain(file, error);
  }
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and linked into place: two servers starting at once end up with one key, and
    // neither ever reads a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(partial);
    }
    return check(file, readFileSync(file, 'utf8'));
  } catch (error) {
    throw explain(file, error);
  }
}

function check(file: string, content: string): string {
  const secret = content.trim();
  if (secret.length < MIN_LENGTH) {
    throw new StartupError(
      `The signing key in ${file} is shorter than ${MIN_LENGTH} characters: delete the file to get a new one (everyone signs in again), or set JWT_SECRET.`,
    );
  }
  return secret;
}

function explain(file: string, error: unknown): Error {
  if (error instanceof StartupError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
  return new StartupError(
    `Could not read or create the signing key ${file} (${code}): make its folder (DATA_DIR) writable, or set JWT_SECRET.`,
  );
}
