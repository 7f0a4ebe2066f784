import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

// HS256 is only as strong as its key: 32 characters is the least we accept from JWT_SECRET.
const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs session tokens: JWT_SECRET when set; otherwise one generated on first start
 * and kept in DATA_DIR/jwt-secret (readable by the owner only), so restarts keep sessions.
 */
export function resolveJwtSecret(config: {
  jwtSecret: string | null;
  dataDir: string;
}): Uint8Array {
  if (config.jwtSecret !== null) {
    if (config.jwtSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return new TextEncoder().encode(config.jwtSecret);
  }
  return new TextEncoder().encode(storedSecret(config.dataDir));
}

function storedSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting at once keep one secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret; delete it to have a new one made`);
  }
  return secret;
}
