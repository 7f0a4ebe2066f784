import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageModelSettings } from './assistant/language-model.ts';
import { parseBackupS3Url, type OffsiteTarget } from './backups/offsite.ts';
import { parseBackupSchedule, type BackupSchedule } from './backups/schedule.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { DEFAULT_CAMPAIGN_RATE, type CampaignRate } from './newsletter/pacer.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the database file and the uploads folder. */
  dataDir: string;
  /** Absolute; DATA_DIR/uploads, served under /uploads. */
  uploadsDir: string;
  /** Canonical origin for pages; null until the server knows its port (then http://localhost:<port>). */
  publicOrigin: string | null;
  jwtSecret: string | null;
  googleClientId: string | null;
  googleJwksUrl: string;
  /** The storefront build (client/ and server/); pages answer 503 until it exists. */
  storefrontDir: string;
  /** Outgoing mail server (smtp:// or smtps:// URL); null keeps each message under `mailDir`. */
  smtpUrl: string | null;
  /** The From header of every email. */
  mailFrom: string;
  /** Absolute; DATA_DIR/mail, where messages are written when there is no SMTP server. */
  mailDir: string;
  /** The assistant's optional language model; null: the offline assistant answers alone. */
  assistantModel: LanguageModelSettings | null;
  /** The reverse proxies whose X-Forwarded-For names the client (rate limits, logs). */
  trustProxy: TrustProxy;
  /** How fast newsletter campaigns go out: this many messages every `everyMs`. */
  campaignRate: CampaignRate;
  /** The response cache's cap in bytes (CACHE_MAX_MB, 64 by default). */
  cacheMaxBytes: number;
  /** When the server takes its backups (BACKUP_SCHEDULE; daily at 03:30 unless told). */
  backupSchedule: BackupSchedule;
  /** How many backup sets are kept, here and off-site (BACKUP_KEEP, 7). */
  backupKeep: number;
  /** Where each backup set is copied off the server (BACKUP_S3_URL); null: nowhere. */
  backupS3: OffsiteTarget | null;
  /** Days a sent email keeps its body before it is pruned to its headers (MAIL_BODY_DAYS, 90). */
  mailBodyDays: number;
}

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** The SQLite file inside DATA_DIR, shared by the server and the create-admin command. */
export const DATABASE_FILE = 'kawaii-atelier.db';

// Two folders up from this module is the repository root both from api/src/config.ts and from
// the bundled api/dist/server.js, so the default storefront build is found in either case.
const DEFAULT_STOREFRONT_DIR = fileURLToPath(new URL('../../storefront/dist', import.meta.url));

/** Reads the configuration from the environment; relative directories resolve from the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env['DATA_DIR'] || './data');
  return {
    port: readPort(env['PORT']),
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    publicOrigin: env['PUBLIC_ORIGIN']?.replace(/\/+$/, '') || null,
    jwtSecret: env['JWT_SECRET'] || null,
    googleClientId: env['GOOGLE_CLIENT_ID'] || null,
    googleJwksUrl: env['GOOGLE_JWKS_URL'] || GOOGLE_JWKS_URL,
    storefrontDir: resolve(env['STOREFRONT_DIR'] || DEFAULT_STOREFRONT_DIR),
    smtpUrl: readSmtpUrl(env['SMTP_URL']),
    mailFrom: env['MAIL_FROM'] || DEFAULT_MAIL_FROM,
    mailDir: resolve(dataDir, 'mail'),
    assistantModel: readAssistantModel(env),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    campaignRate: {
      batchSize: readPositive('NEWSLETTER_BATCH', env, DEFAULT_CAMPAIGN_RATE.batchSize),
      everyMs: readPositive('NEWSLETTER_BATCH_MS', env, DEFAULT_CAMPAIGN_RATE.everyMs),
    },
    cacheMaxBytes: readCacheMegabytes(env['CACHE_MAX_MB']) * 1024 * 1024,
    backupSchedule: parseBackupSchedule(env['BACKUP_SCHEDULE']),
    backupKeep: readBackupKeep(env['BACKUP_KEEP']),
    backupS3: parseBackupS3Url(env['BACKUP_S3_URL']),
    mailBodyDays: readMailBodyDays(env['MAIL_BODY_DAYS']),
  };
}

const DEFAULT_MAIL_FROM = '"Kawaii Atelier" <no-reply@localhost>';

function readSmtpUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Never the value itself: it may hold the mail server's password.
    throw new Error(
      'SMTP_URL must be a URL like smtp://user:password@host:587 (its value is not shown, as it may hold a password; a password with special characters must be percent-encoded)',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
  }
  return value;
}

/** Both the URL and the model are needed; one without the other is a mistake worth stopping for. */
function readAssistantModel(env: NodeJS.ProcessEnv): LanguageModelSettings | null {
  const url = env['ASSISTANT_LLM_URL'] || null;
  const model = env['ASSISTANT_LLM_MODEL'] || null;
  if (!url && !model) return null;
  if (!url || !model) {
    throw new Error('ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL must be set together');
  }
  if (!/^https?:\/\//.test(url))
    throw new Error(`ASSISTANT_LLM_URL must be an http(s) URL, got "${url}"`);
  return { url, model, apiKey: env['ASSISTANT_LLM_KEY'] || null };
}

/** NEWSLETTER_BATCH messages every NEWSLETTER_BATCH_MS (default 100 a minute). */
function readPositive(name: string, env: NodeJS.ProcessEnv, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return number;
}

function readBackupKeep(value: string | undefined): number {
  if (value === undefined || value === '') return 7;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1 || keep > 365) {
    throw new Error(`BACKUP_KEEP must be an integer from 1 to 365, got "${value}"`);
  }
  return keep;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function readCacheMegabytes(value: string | undefined): number {
  if (value === undefined || value === '') return 64;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(
      `CACHE_MAX_MB must be a number of megabytes (0 turns the cache off), got "${value}"`,
    );
  }
  return megabytes;
}

function readMailBodyDays(value: string | undefined): number {
  if (value === undefined || value === '') return 90;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`MAIL_BODY_DAYS must be a whole number of days, 1 or more, got "${value}"`);
  }
  return days;
}
