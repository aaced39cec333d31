import { ListQuerySchema, pageSchema } from "@common/pagination";
import { ProfileSchema } from "@common/schemas/account";
import { ProfileUpdateSchema } from "@common/schemas/auth";
import { OwnQuoteRequestSchema } from "@common/schemas/quote-requests";
import { apiRoute, jsonBody, jsonContent } from "@server/api/content-routes";
import { USER_SECURITY } from "@server/api/openapi";
import { requireUser } from "@server/auth/guards";

/** The client area (ARCHITECTURE.md §15): any signed-in user, about themselves only. */
const tags = ["Account"];
const signedIn = { security: USER_SECURITY, middleware: requireUser };

export const listOwnQuoteRequestsRoute = apiRoute(
  tags,
  "get",
  "/account/quote-requests",
  {
    summary: "The signed-in user's own quote requests, newest first",
    request: { query: ListQuerySchema },
    ok: jsonContent(pageSchema(OwnQuoteRequestSchema), "A page of the user's quote requests"),
    errors: [400, 401],
  },
  signedIn,
);

export const updateProfileRoute = apiRoute(
  tags,
  "patch",
  "/account/profile",
  {
    summary: "Change the signed-in user's first name, last name and company",
    request: jsonBody(ProfileUpdateSchema),
    ok: jsonContent(ProfileSchema, "The updated profile"),
    errors: [400, 401],
  },
  signedIn,
);
