import {
  AiConnectionTestRequestSchema,
  AiConnectionTestResultSchema,
  AiSettingsPatchSchema,
  AiSettingsSchema,
} from "@common/schemas/ai-settings";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";

const tags = ["AI settings"];
const owner: RouteOwner = { resource: "ai_settings", tags };
const path = "/admin/ai-settings";

export const getAiSettingsRoute = adminRoute(owner, "read", "get", path, {
  summary: "The signed-in administrator's AI settings",
  description:
    "Each administrator has their own record, created with the defaults on first load (AI off, " +
    "openai, gpt-3.5-turbo, no key, every feature on). The key is answered only as whether one " +
    "is stored and its mask; `encryption` is the real status of its encryption at rest.",
  ok: jsonContent(AiSettingsSchema, "Settings"),
});

export const patchAiSettingsRoute = adminRoute(owner, "update", "put", path, {
  summary: "Change the signed-in administrator's AI settings",
  description:
    "A partial patch. `api_key`: a value is checked against the provider's format rule and " +
    "stored encrypted, null removes it, left out keeps it. Changing the provider checks the " +
    "stored key against the new provider's rule and clears the model and base URL unless they " +
    "are given too. Feature flags given are merged into the stored ones.",
  request: jsonBody(AiSettingsPatchSchema),
  ok: jsonContent(AiSettingsSchema, "The saved settings"),
});

export const resetAiSettingsRoute = adminRoute(owner, "update", "delete", path, {
  summary: "Reset the signed-in administrator's AI settings to the defaults",
  description: "Restores the defaults, which removes the stored key.",
  ok: jsonContent(AiSettingsSchema, "The default settings"),
});

export const testAiSettingsRoute = adminRoute(owner, "update", "post", `${path}/test`, {
  summary: "Test the connection to the AI provider",
  description:
    "Checks the key's format, then sends one minimal real request to the provider (recorded in " +
    "the usage). Fields given override the saved settings, so a key can be tested before it is " +
    "saved. A failure carries the provider's own message (wrong key, unknown model) or says the " +
    "provider could not be reached or did not answer in time.",
  request: jsonBody(AiConnectionTestRequestSchema),
  ok: jsonContent(AiConnectionTestResultSchema, "What happened"),
});
