import type { Auth, SessionUser } from "./auth";
import type { Database, DbHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { SecretBox } from "./lib/secrets";
import type { EventBus } from "./realtime/bus";
import type { Outbox } from "./services/email/outbox";
import type { MediaStorage } from "./storage/media-storage";

/** Everything a request handler may need, built once by main.ts (or a test). */
export type AppDeps = {
  env: Env;
  dbHandle: DbHandle;
  db: Database;
  auth: Auth;
  logger: Logger;
  bus: EventBus;
  secrets: SecretBox;
  /** Uploaded files (images). */
  storage: MediaStorage;
  /** Outbound e-mail: the outbox's sender (started with the server, stopped at shutdown). */
  mail: Outbox;
  /** Heartbeat interval of the event stream; shorter in tests. */
  sseHeartbeatMs?: number;
};

export type AppVariables = {
  deps: AppDeps;
  requestId: string;
  clientIp: string | null;
  user: SessionUser | null;
  permissions: string[] | null;
};

export type AppEnv = { Variables: AppVariables };
