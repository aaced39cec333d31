import {
  AiConnectionTestRequestSchema,
  AiConnectionTestResultSchema,
  AiSettingsPatchSchema,
  AiSettingsSchema,
} from "@common/schemas/ai-settings";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const tags = ["AI settings"];
const path = "/admin/ai-settings";

export const getAiSettingsRoute = createRoute({
  method: "get",
  path,
  tags,
  summary: "The signed-in administrator's AI settings",
  description:
    "Each administrator has their own record, created with the defaults on first load (AI off, " +
    "openai, gpt-3.5-turbo, no key, every feature on). The key is answered only as whether one " +
    "is stored and its mask; `encryption` is the real status of its encryption at rest.",
  ...adminGuard("ai_settings", "read"),
  responses: {
    200: jsonContent(AiSettingsSchema, "Settings"),
    ...errorResponses(401, 403),
  },
});

export const patchAiSettingsRoute = createRoute({
  method: "put",
  path,
  tags,
  summary: "Change the signed-in administrator's AI settings",
  description:
    "A partial patch. `api_key`: a value is checked against the provider's format rule and " +
    "stored encrypted, null removes it, left out keeps it. Changing the provider checks the " +
    "stored key against the new provider's rule and clears the model and base URL unless they " +
    "are given too. Feature flags given are merged into the stored ones.",
  ...adminGuard("ai_settings", "update"),
  request: jsonBody(AiSettingsPatchSchema),
  responses: {
    200: jsonContent(AiSettingsSchema, "The saved settings"),
    ...errorResponses(400, 401, 403),
  },
});

export const resetAiSettingsRoute = createRoute({
  method: "delete",
  path,
  tags,
  summary: "Reset the signed-in administrator's AI settings to the defaults",
  description: "Restores the defaults, which removes the stored key.",
  ...adminGuard("ai_settings", "update"),
  responses: {
    200: jsonContent(AiSettingsSchema, "The default settings"),
    ...errorResponses(401, 403),
  },
});

export const testAiSettingsRoute = createRoute({
  method: "post",
  path: `${path}/test`,
  tags,
  summary: "Test the connection to the AI provider",
  description:
    "Checks the key's format, then sends one minimal real request to the provider (recorded in " +
    "the usage). Fields given override the saved settings, so a key can be tested before it is " +
    "saved. A failure carries the provider's own message (wrong key, unknown model) or says the " +
    "provider could not be reached or did not answer in time.",
  ...adminGuard("ai_settings", "update"),
  request: jsonBody(AiConnectionTestRequestSchema),
  responses: {
    200: jsonContent(AiConnectionTestResultSchema, "What happened"),
    ...errorResponses(400, 401, 403),
  },
});
