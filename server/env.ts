import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORM_RATE_LIMIT } from "@common/spam";
import { z } from "zod";
import { parseTrustProxy } from "./lib/client-ip";

/** An optional setting; an empty value (`NAME=` in a .env file) counts as unset. */
const unsetIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * The only reader of process.env. Every setting is validated once at start;
 * `.env.example` lists each with its default.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  /** How many proxies (or which proxy addresses) stand in front of us; see lib/client-ip.ts. */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch {
        ctx.addIssue({
          code: "custom",
          message:
            "TRUST_PROXY must be false, a number of proxies, or a comma-separated list of proxy addresses or CIDR ranges",
        });
        return z.NEVER;
      }
    }),
  ATRIUM_ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ATRIUM_ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Public form submissions (quote, contact) allowed per address per 10 minutes. */
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(FORM_RATE_LIMIT.max),
  /** The render cache of public pages (lib/render-cache.ts): most pages kept (0 = off), most megabytes. */
  RENDER_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(500),
  RENDER_CACHE_MAX_MB: z.coerce.number().min(1).default(32),
  /** How long a CDN in front may keep a public page (Cache-Control s-maxage, seconds). */
  RENDER_CACHE_S_MAXAGE: z.coerce.number().int().min(0).default(60),
  /** Where uploads live: local disk (DATA_DIR/media) or an S3-compatible bucket; see README. */
  MEDIA_STORAGE: unsetIfBlank(z.enum(["local", "s3"], "MEDIA_STORAGE must be local or s3")),
  S3_ENDPOINT: unsetIfBlank(
    z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be a URL such as https://s3.example.com" }),
  ),
  S3_BUCKET: unsetIfBlank(z.string()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: unsetIfBlank(z.string()),
  S3_SECRET_ACCESS_KEY: unsetIfBlank(z.string()),
  S3_FORCE_PATH_STYLE: z.stringbool("S3_FORCE_PATH_STYLE must be true or false").default(false),
  /** The pg_dump client that writes the SQL script of a PostgreSQL server's data; as new as the server. */
  PG_DUMP_PATH: z.string().min(1).default("pg_dump"),
  /** Backups in DATA_DIR/backups: how many are kept, and whether one is made each day. */
  BACKUP_KEEP: z.coerce
    .number()
    .int("BACKUP_KEEP must be a whole number from 1 to 1000")
    .min(1, "BACKUP_KEEP must be a whole number from 1 to 1000")
    .max(1000, "BACKUP_KEEP must be a whole number from 1 to 1000")
    .default(7),
  BACKUP_SCHEDULE: z.enum(["daily", "off"], "BACKUP_SCHEDULE must be daily or off").default("daily"),
  /** Resend's HTTP API; tests point it at a local server. */
  RESEND_API_URL: z
    .url({ protocol: /^https?$/, error: "RESEND_API_URL must be a URL such as https://api.resend.com" })
    .default("https://api.resend.com"),
  /** How long an AI provider may take to answer (connection test, chat, recommendations). */
  AI_TIMEOUT_MS: z.coerce
    .number()
    .int("AI_TIMEOUT_MS must be a whole number of milliseconds")
    .min(100, "AI_TIMEOUT_MS must be at least 100")
    .max(600_000, "AI_TIMEOUT_MS must be at most 600000 (10 minutes)")
    .default(60_000),
});

/** S3 is chosen by MEDIA_STORAGE=s3, or by setting S3_BUCKET while MEDIA_STORAGE is unset. */
const mediaDriver = (env: { MEDIA_STORAGE?: "local" | "s3"; S3_BUCKET?: string }) =>
  env.MEDIA_STORAGE ?? (env.S3_BUCKET ? "s3" : "local");

const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (mediaDriver(env) !== "s3") return;
  if (!env.S3_BUCKET) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: "S3_BUCKET is required when MEDIA_STORAGE=s3",
    });
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: "custom",
      path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
      message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's credential chain)",
    });
  }
});

export type Env = z.infer<typeof EnvSchema> & {
  APP_SECRET: string;
  /** Where APP_SECRET came from: the environment, or generated into DATA_DIR/app-secret. */
  APP_SECRET_SOURCE: "environment" | "data-directory";
  DATA_DIR: string;
  MEDIA_STORAGE: "local" | "s3";
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = CheckedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    APP_SECRET: env.APP_SECRET ?? readOrCreateSecret(dataDir),
    APP_SECRET_SOURCE: env.APP_SECRET ? "environment" : "data-directory",
    MEDIA_STORAGE: mediaDriver(env),
  };
}

/** With no APP_SECRET set, a random one is generated once and kept in the data directory. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
