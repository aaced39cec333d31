import { ListQuerySchema, pageSchema } from "@common/pagination";
import { ProfileSchema } from "@common/schemas/account";
import { ProfileUpdateSchema } from "@common/schemas/auth";
import { OwnQuoteRequestSchema } from "@common/schemas/quote-requests";
import { createRoute } from "@hono/zod-openapi";
import { jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses, USER_SECURITY } from "@server/api/openapi";
import { requireUser } from "@server/auth/guards";

/** The client area (ARCHITECTURE.md §15): any signed-in user, about themselves only. */
const signedIn = {
  tags: ["Account"],
  security: USER_SECURITY,
  middleware: requireUser,
};

export const listOwnQuoteRequestsRoute = createRoute({
  method: "get",
  path: "/account/quote-requests",
  ...signedIn,
  summary: "The signed-in user's own quote requests, newest first",
  request: { query: ListQuerySchema },
  responses: {
    200: jsonContent(pageSchema(OwnQuoteRequestSchema), "A page of the user's quote requests"),
    ...errorResponses(400, 401),
  },
});

export const updateProfileRoute = createRoute({
  method: "patch",
  path: "/account/profile",
  ...signedIn,
  summary: "Change the signed-in user's first name, last name and company",
  request: jsonBody(ProfileUpdateSchema),
  responses: {
    200: jsonContent(ProfileSchema, "The updated profile"),
    ...errorResponses(400, 401),
  },
});
