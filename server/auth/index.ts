import { accountLockedText, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@common/auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { recordAdminLogin } from "../services/admins";
import {
  type AttemptMeta,
  checkSignInLock,
  clearFailedSignIns,
  recordFailedSignIn,
} from "../services/sign-in-lockout";

/** The header our own middleware sets from the socket (or a trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = "x-atrium-client-ip";

/** The origin of PUBLIC_URL, when one is configured (the address people use, maybe https behind a proxy). */
export function configuredOrigin(env: Pick<Env, "PUBLIC_URL">): string | null {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
}

const SIGN_IN_PATH = "/sign-in/email";

export type AuthOptions = {
  db: Database;
  logger: Logger;
  env: Pick<
    Env,
    "APP_SECRET" | "PUBLIC_URL" | "PORT" | "AUTH_RATE_LIMIT_MAX" | "AUTH_RATE_LIMIT_WINDOW_SECONDS"
  >;
};

export function createAuth({ db, env, logger }: AuthOptions) {
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const signInRule = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  return betterAuth({
    appName: "Atrium",
    baseURL,
    basePath: "/api/auth",
    secret: env.APP_SECRET,
    telemetry: { enabled: false },
    // better-auth's messages go to our structured log instead of the console.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const log = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.info;
        log.call(logger, { source: "better-auth", args }, message);
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // A request's own origin is trusted, so the site works under whatever host name serves it;
    // cross-site requests still carry a foreign Origin and are refused.
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      const proto = new URL(baseURL).protocol;
      return [baseURL, host ? `${proto}//${host}` : undefined];
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    user: {
      additionalFields: {
        // Never taken from sign-up input: admins are made by the admin set-up and invitations only.
        role: { type: "string", required: false, defaultValue: "client", input: false },
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        company: { type: "string", required: false, input: true },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: { "/sign-in/email": signInRule, "/sign-up/email": signInRule },
    },
    advanced: {
      // better-auth skips its Origin checks when NODE_ENV is "test"; tests must see what
      // production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      // Account-level protection (services/sign-in-lockout.ts): a locked account is refused
      // before its password is checked; every wrong password counts against the account.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const lock = await checkSignInLock(db, ctx.body?.email, attemptMeta(ctx.headers));
        if (lock) {
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "ACCOUNT_LOCKED",
            message: accountLockedText(lock.minutesLeft),
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) {
            await recordFailedSignIn(db, ctx.body?.email, attemptMeta(ctx.headers));
          }
          return;
        }
        const userId = (returned as { user?: { id?: string } } | undefined)?.user?.id;
        if (userId) await clearFailedSignIns(db, userId);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Every admin sign-in is recorded, whichever endpoint created the session.
          after: async (created) => {
            const [owner] = await db
              .select({ role: schema.user.role })
              .from(schema.user)
              .where(eq(schema.user.id, created.userId));
            if (owner?.role === "admin") {
              await recordAdminLogin(
                db,
                created.userId,
                created.ipAddress ?? null,
                created.userAgent ?? null,
              );
            }
          },
        },
      },
    },
  });
}

function attemptMeta(headers: Headers | undefined): AttemptMeta {
  return { ip: headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: headers?.get("user-agent") ?? null };
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];
