import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { invalidInput } from "../lib/errors";

/** Security scheme names; the authorisation test discovers admin routes through `adminSession`. */
export const ADMIN_SECURITY = [{ adminSession: [] }];
export const USER_SECURITY = [{ userSession: [] }];

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi("Error");

const descriptions: Record<number, string> = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Too large",
  415: "Unsupported content type",
  429: "Too many requests",
  500: "Server error",
  503: "Unavailable",
};

/** OpenAPI response entries for the given error statuses, all with the shared error body. */
export function errorResponses<S extends keyof typeof descriptions>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s], content: { "application/json": { schema: ErrorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { "application/json": { schema: typeof ErrorSchema } } }>;
}

/** A router whose validation failures become 400 errors in the shared shape, with per-field messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
  });
}

export const IdParamSchema = z.object({
  id: z
    .string()
    .uuid("Invalid id")
    .openapi({ param: { name: "id", in: "path" }, example: "3f1c2a9e-8d1b-4c6e-9a7f-2b4d6e8f0a1c" }),
});
