import { requireAdmin } from "@server/auth/guards";
import { createRouter } from "../openapi";
import { aboutContentRouter } from "./about-content/about-content.handlers";
import { accountRouter } from "./account/account.handlers";
import { activityLogRouter } from "./activity-log/activity-log.handlers";
import { adminInvitationsRouter } from "./admin-invitations/admin-invitations.handlers";
import { aiChatRouter } from "./ai/ai-chat.handlers";
import { aiInsightsRouter } from "./ai/ai-insights.handlers";
import { aiSettingsRouter } from "./ai-settings/ai-settings.handlers";
import { authRouter } from "./auth/auth.handlers";
import { blogPostsRouter } from "./blog-posts/blog-posts.handlers";
import { contactFormFieldsRouter } from "./contact-form-fields/contact-form-fields.handlers";
import { contactMessagesRouter } from "./contact-messages/contact-messages.handlers";
import { dataBackupsRouter } from "./data/data-backups.handlers";
import { dataExportRouter } from "./data/data-export.handlers";
import { dataImportRouter } from "./data/data-import.handlers";
import { emailConversationsRouter } from "./email-conversations/email-conversations.handlers";
import { emailMessagesRouter } from "./email-messages/email-messages.handlers";
import { emailSettingsRouter } from "./email-settings/email-settings.handlers";
import { emailTemplatesRouter } from "./email-templates/email-templates.handlers";
import { emailsRouter } from "./emails/emails.handlers";
import { eventsRouter } from "./events/events.handlers";
import { heroSlidesRouter } from "./hero-slides/hero-slides.handlers";
import { imagesRouter } from "./images/images.handlers";
import { inboundEmailRouter } from "./inbound-email/inbound-email.handlers";
import { overviewRouter } from "./overview/overview.handlers";
import { pagesRouter } from "./pages/pages.handlers";
import { projectsRouter } from "./projects/projects.handlers";
import { quoteRequestsRouter } from "./quote-requests/quote-requests.handlers";
import { redirectsRouter } from "./redirects/redirects.handlers";
import { revisionsRouter } from "./revisions/revisions.handlers";
import { servicesRouter } from "./services/services.handlers";
import { siteSettingsRouter } from "./site-settings/site-settings.handlers";
import { successStoriesRouter } from "./success-stories/success-stories.handlers";
import { teamMembersRouter } from "./team-members/team-members.handlers";
import { testimonialsRouter } from "./testimonials/testimonials.handlers";
import { whatWeDoRouter } from "./what-we-do/what-we-do.handlers";

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
  api.route("/", contactFormFieldsRouter);
  api.route("/", imagesRouter);
  api.route("/", successStoriesRouter);
  api.route("/", teamMembersRouter);
  api.route("/", projectsRouter);
  api.route("/", servicesRouter);
  api.route("/", accountRouter);
  api.route("/", testimonialsRouter);
  api.route("/", heroSlidesRouter);
  api.route("/", whatWeDoRouter);
  api.route("/", aboutContentRouter);
  api.route("/", blogPostsRouter);
  api.route("/", pagesRouter);
  api.route("/", emailSettingsRouter);
  api.route("/", aiSettingsRouter);
  api.route("/", aiChatRouter);
  api.route("/", emailsRouter);
  api.route("/", emailTemplatesRouter);
  api.route("/", emailConversationsRouter);
  api.route("/", emailMessagesRouter);
  api.route("/", inboundEmailRouter);
  api.route("/", dataExportRouter);
  api.route("/", dataImportRouter);
  api.route("/", dataBackupsRouter);
  api.route("/", aiInsightsRouter);
  api.route("/", revisionsRouter);
  api.route("/", redirectsRouter);

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
  api.openAPIRegistry.registerComponent("securitySchemes", "inboundSecret", {
    type: "http",
    scheme: "bearer",
    description: "The inbound e-mail secret set in the e-mail settings",
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
