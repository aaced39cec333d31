import { requireAdmin } from "@server/auth/guards";
import { createRouter } from "../openapi";
import { aboutContentRouter } from "./about-content/about-content.handlers";
import { accountRouter } from "./account/account.handlers";
import { activityLogRouter } from "./activity-log/activity-log.handlers";
import { adminBlogPostsRouter } from "./admin-blog-posts/admin-blog-posts.handlers";
import { adminContactFormFieldsRouter } from "./admin-contact-form-fields/admin-contact-form-fields.handlers";
import { adminContactMessagesRouter } from "./admin-contact-messages/admin-contact-messages.handlers";
import { adminInvitationsRouter } from "./admin-invitations/admin-invitations.handlers";
import { adminProjectsRouter } from "./admin-projects/admin-projects.handlers";
import { adminServicesRouter } from "./admin-services/admin-services.handlers";
import { authRouter } from "./auth/auth.handlers";
import { contactMessagesRouter } from "./contact-messages/contact-messages.handlers";
import { eventsRouter } from "./events/events.handlers";
import { imagesRouter } from "./images/images.handlers";
import { overviewRouter } from "./overview/overview.handlers";
import { quoteRequestsRouter } from "./quote-requests/quote-requests.handlers";
import { siteSettingsRouter } from "./site-settings/site-settings.handlers";
import { successStoriesRouter } from "./success-stories/success-stories.handlers";
import { teamMembersRouter } from "./team-members/team-members.handlers";
import { testimonialsRouter } from "./testimonials/testimonials.handlers";

/** The REST API under /api/v1; each resource mounts its router here. */
export function createApiV1() {
  const api = createRouter();
  // Defence in depth: whatever a route declares, nothing under /admin answers a non-admin.
  api.use("/admin/*", requireAdmin);
  api.route("/", authRouter);
  api.route("/", eventsRouter);
  api.route("/", overviewRouter);
  api.route("/", activityLogRouter);
  api.route("/", adminInvitationsRouter);
  api.route("/", siteSettingsRouter);
  api.route("/", quoteRequestsRouter);
  api.route("/", contactMessagesRouter);
  api.route("/", adminContactFormFieldsRouter);
  api.route("/", adminContactMessagesRouter);
  api.route("/", imagesRouter);
  api.route("/", successStoriesRouter);
  api.route("/", teamMembersRouter);
  api.route("/", adminProjectsRouter);
  api.route("/", adminServicesRouter);
  api.route("/", accountRouter);
  api.route("/", testimonialsRouter);
  api.route("/", aboutContentRouter);
  api.route("/", adminBlogPostsRouter);

  api.openAPIRegistry.registerComponent("securitySchemes", "adminSession", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "A signed-in administrator holding the route's permission",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "userSession", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "Any signed-in user",
  });
  api.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Atrium API",
      version: "1.0.0",
      description: "REST API of the Atrium website and back office.",
    },
    servers: [{ url: new URL("/api/v1", c.req.url).toString() }],
  }));
  return api;
}
