import { z } from 'zod';
import { resolve } from 'node:path';

const optionalUrl = z.url().optional();
const optionalText = z.string().trim().min(1).optional();

/** Every env variable the server reads; nothing else touches process.env. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where the Prasthuthi Anveshana tile leads. */
  SOCIAL_MEDIA_URL: z.url().default('https://www.instagram.com/'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Sahayak <sahayak@localhost>'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  GEOCODER_URL: optionalUrl,
  TILE_URL: optionalText,
  SENDER_NAME: optionalText,
  /** Set when a proxy in front terminates TLS, so cookies get Secure and X-Forwarded-* is trusted. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * Proxies in front that each append the address they saw to X-Forwarded-For. The client's
   * address is read that many entries from the right: entries further left were written by the
   * client and could be anything (a forged one per request would dodge every address limit).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  /**
   * Longest one pipeline stage (reading a photo, writing the letters) may run before the
   * invitation ends in `error`; a blank or noisy photo once held the only worker for ~50 s.
   * The embedded reader takes up to ~22 s on a real card, loading its models included.
   */
  STAGE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(45),
  /** Photos (invitations and profile pictures) an organization may keep, in megabytes. */
  ORG_STORAGE_QUOTA_MB: z.coerce.number().positive().default(1024),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; dbFile: string };

/** Parses the environment once; fails fast with a readable list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment. The following variables are missing or invalid:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, dbFile: resolve(dataDir, 'sahayak.sqlite') };
}
