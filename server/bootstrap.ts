import path from "node:path";
import { createAuth } from "./auth";
import type { AppDeps } from "./context";
import { type DbHandle, openDatabase } from "./db/client";
import { seedDefaults } from "./db/seed";
import { describeSeededHeroArt, seedArtwork } from "./db/seed-art/seed-artwork";
import { seedPages } from "./db/seed-pages";
import type { Env } from "./env";
import { createLogger, type Logger } from "./lib/logger";
import { createSecretBox } from "./lib/secrets";
import { createEventBus } from "./realtime/bus";
import { adminExists, createAdmin } from "./services/admins";
import { createOutbox, type OutboxOptions } from "./services/email/outbox";
import { createMediaStorage, mediaStorageConfig } from "./storage/create-media-storage";
import type { MediaStorage } from "./storage/media-storage";

export type BootstrapOptions = {
  dbHandle?: DbHandle;
  logger?: Logger;
  /** The outbox's timings, and a certificate authority to trust for SMTP (tests' own servers). */
  mail?: Partial<OutboxOptions> & { smtpCa?: string | Buffer };
  /** Give a freshly seeded install its pictures (default true; tests that do not look at them skip it). */
  artwork?: boolean;
  /**
   * The database is already migrated and seeded (the production entry does that in a process of
   * its own first, server/setup-process.ts); skip that step here.
   */
  prepared?: boolean;
};

/** The database the environment names: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export function openConfiguredDatabase(env: Env): Promise<DbHandle> {
  return openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") },
  );
}

/**
 * Applies migrations, seeds an empty database (with its pictures unless told not to) and adds
 * the standing pages an older install lacks.
 */
export async function prepareDatabase(
  dbHandle: DbHandle,
  storage: MediaStorage,
  logger: Logger,
  artwork = true,
): Promise<void> {
  await dbHandle.migrate();
  if (await seedDefaults(dbHandle.db)) {
    logger.info("seeded default content");
    if (artwork) await seedPictures(dbHandle.db, storage, logger);
  }
  // An install from before issue 16 gets its standing pages (/faq, /privacy…) on the next start,
  // and its seeded hero pictures their descriptions.
  await seedPages(dbHandle.db);
  await describeSeededHeroArt(dbHandle.db);
}

/**
 * Opens the database, applies migrations, seeds an empty database, creates the first admin
 * from the environment when asked, and starts the realtime relay.
 */
export async function bootstrap(env: Env, options: BootstrapOptions = {}): Promise<AppDeps> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const dbHandle = options.dbHandle ?? (await openConfiguredDatabase(env));
  try {
    // First, so a wrong bucket stops the start before anything else is done.
    const storage = await createMediaStorage(mediaStorageConfig(env));
    logger.info({ driver: env.MEDIA_STORAGE, bucket: env.S3_BUCKET }, "media storage ready");
    if (!options.prepared) await prepareDatabase(dbHandle, storage, logger, options.artwork);
    const auth = createAuth({ db: dbHandle.db, env, logger });
    await ensureFirstAdmin(env, dbHandle, auth, logger);
    const bus = createEventBus(dbHandle, logger);
    await bus.start();
    const secrets = createSecretBox(env.APP_SECRET);
    const { smtpCa, ...outboxOptions } = options.mail ?? {};
    const mail = createOutbox(
      {
        db: dbHandle.db,
        secrets,
        logger,
        transport: { resendApiUrl: env.RESEND_API_URL, smtpCa },
      },
      outboxOptions,
    );
    mail.start();
    return { env, dbHandle, db: dbHandle.db, auth, logger, bus, secrets, storage, mail };
  } catch (err) {
    await dbHandle.close();
    throw err;
  }
}

/** The seed's artwork; a failure leaves the content without pictures rather than stopping the start. */
async function seedPictures(db: DbHandle["db"], storage: MediaStorage, logger: Logger) {
  const started = performance.now();
  try {
    const count = await seedArtwork(db, storage);
    logger.info({ count, ms: Math.round(performance.now() - started) }, "stored the default artwork");
  } catch (err) {
    logger.warn({ err }, "the default artwork could not be stored; the content has no pictures");
  }
}

async function ensureFirstAdmin(env: Env, dbHandle: DbHandle, auth: AppDeps["auth"], logger: Logger) {
  if (!env.ATRIUM_ADMIN_EMAIL || !env.ATRIUM_ADMIN_PASSWORD) return;
  if (await adminExists(dbHandle.db)) return;
  const ctx = await auth.$context;
  await createAdmin(dbHandle.db, (pw) => ctx.password.hash(pw), {
    email: env.ATRIUM_ADMIN_EMAIL,
    password: env.ATRIUM_ADMIN_PASSWORD,
    firstName: "Site",
    lastName: "Administrator",
  });
  logger.info({ email: env.ATRIUM_ADMIN_EMAIL }, "created the first administrator from the environment");
}

/** Stops the outbox's sender and realtime and closes the database; safe to call twice. */
export async function shutdownDeps(deps: AppDeps): Promise<void> {
  await deps.mail.stop();
  await deps.bus.stop();
  await deps.dbHandle.close();
}
