import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { getEmailSettings, saveEmailSettings } from "@server/services/email/settings";
import { sendTestEmail } from "@server/services/email/test-email";
import {
  getEmailSettingsRoute,
  saveEmailSettingsRoute,
  testEmailSettingsRoute,
} from "./email-settings.routes";

/** The e-mail settings (spec 3 §4 Email settings, §5, §7) and the test e-mail. */
export const emailSettingsRouter = createRouter();

emailSettingsRouter.openapi(getEmailSettingsRoute, async (c) => {
  const { db, secrets } = c.var.deps;
  return c.json(await getEmailSettings(db, secrets), 200);
});

emailSettingsRouter.openapi(saveEmailSettingsRoute, async (c) => {
  const { db, secrets } = c.var.deps;
  await saveEmailSettings(db, secrets, actorOf(c), c.req.valid("json"));
  return c.json(await getEmailSettings(db, secrets), 200);
});

emailSettingsRouter.openapi(testEmailSettingsRoute, async (c) => {
  return c.json(await sendTestEmail(c.var.deps, c.req.valid("json").to), 200);
});
