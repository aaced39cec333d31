import { z } from "zod";
import { storedRow } from "./fields";

/**
 * Redirects (issue 16): an old public address answers with a redirect to where its page now
 * lives. Recorded when a published slug changes; edited in the Pages manager.
 */

export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

export const REDIRECT_STATUS_LABELS: Record<RedirectStatusCode, string> = {
  301: "301 Moved permanently",
  302: "302 Found (temporary)",
  307: "307 Temporary redirect",
  308: "308 Permanent redirect",
};

export const REDIRECT_TEXT = {
  path: "Use a path on this site starting with /, e.g. /our-work/old-name",
  reserved: "Addresses under /api, /media, /assets and /dashboard cannot be redirected",
  loop: "A redirect cannot point to its own address",
  duplicate: "This address already redirects somewhere. Edit that redirect instead.",
  status: "Choose 301, 302, 307 or 308",
} as const;

/** Addresses the site itself serves; a redirect from them would never be answered (or lock staff out). */
const RESERVED = /^\/(api|media|assets|dashboard)(\/|$)/;

/** A site path: starts with one /, no spaces, no scheme or host; the query is kept out of `from`. */
const sitePath = (allowQuery: boolean) =>
  z
    .string({ error: REDIRECT_TEXT.path })
    .trim()
    .max(2000, "Use at most 2000 characters")
    .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) && (allowQuery || !/[?#]/.test(v)), REDIRECT_TEXT.path);

const shape = {
  from_path: sitePath(false).refine((v) => !RESERVED.test(v), REDIRECT_TEXT.reserved),
  to_path: sitePath(true),
  status_code: z
    .number({ error: REDIRECT_TEXT.status })
    .refine((v) => (REDIRECT_STATUS_CODES as readonly number[]).includes(v), REDIRECT_TEXT.status),
};

const noLoop = <T extends { from_path?: string; to_path?: string }>(v: T) =>
  v.from_path === undefined || v.to_path === undefined || v.from_path !== v.to_path;

/** POST /admin/redirects. */
export const RedirectCreateSchema = z
  .object({ ...shape, status_code: shape.status_code.default(301) })
  .refine(noLoop, { message: REDIRECT_TEXT.loop, path: ["to_path"] });
export type RedirectCreate = z.output<typeof RedirectCreateSchema>;

/** PATCH /admin/redirects/{id}: any subset. */
export const RedirectUpdateSchema = z
  .object(shape)
  .partial()
  .refine(noLoop, { message: REDIRECT_TEXT.loop, path: ["to_path"] });
export type RedirectUpdate = z.output<typeof RedirectUpdateSchema>;

export const RedirectSchema = storedRow({
  from_path: z.string().meta({ description: "The old address (a path, no query)" }),
  to_path: z.string().meta({ description: "Where it now lives" }),
  status_code: z.number().int(),
}).meta({ id: "Redirect" });
export type Redirect = z.infer<typeof RedirectSchema>;
