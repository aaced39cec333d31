import { ListQuerySchema } from "@common/pagination";
import { ProfileUpdateSchema } from "@common/schemas/auth";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, USER_SECURITY } from "@server/api/openapi";
import { requireUser } from "@server/auth/guards";

const tags = ["Account"];

/** What a client may change about themselves: the registration form's name and company fields. */

export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
  })
  .openapi("Profile");

/** A client's view of one of their quote requests. */
export const OwnQuoteRequestSchema = z
  .object({
    id: z.string(),
    project_title: z.string().nullable(),
    project_type: z.string(),
    status: z.string(),
    created_at: z.string(),
    budget_range: z.string().nullable(),
    timeline: z.string().nullable(),
  })
  .openapi("OwnQuoteRequest");

export const listOwnQuoteRequestsRoute = createRoute({
  method: "get",
  path: "/account/quote-requests",
  tags,
  summary: "The signed-in user's own quote requests, newest first",
  security: USER_SECURITY,
  middleware: [requireUser] as const,
  request: { query: ListQuerySchema },
  responses: {
    200: {
      description: "A page of the user's quote requests",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(OwnQuoteRequestSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    ...errorResponses(400, 401),
  },
});

export const updateProfileRoute = createRoute({
  method: "patch",
  path: "/account/profile",
  tags,
  summary: "Change the signed-in user's first name, last name and company",
  security: USER_SECURITY,
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: ProfileUpdateSchema } }, required: true } },
  responses: {
    200: {
      description: "The updated profile",
      content: { "application/json": { schema: ProfileSchema } },
    },
    ...errorResponses(400, 401),
  },
});
