import {
  type AiConnectionTestRequest,
  AiConnectionTestResultSchema,
  type AiSettings,
  type AiSettingsPatch,
  AiSettingsSchema,
} from "@common/schemas/ai-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "~/features/admin-kit";
import { api } from "~/lib/api";

/**
 * `/api/v1/admin/ai-settings`: the signed-in admin's own AI settings (created with the defaults
 * on first load). Not an `adminResource`: one record per admin, no list. The key is write-only:
 * answers carry only whether one is stored and its mask.
 */
export const aiSettings = {
  key: adminKey("ai-settings"),
  base: "/api/v1/admin/ai-settings",
} as const;

export function useAiSettingsQuery() {
  return useQuery({
    queryKey: aiSettings.key,
    queryFn: ({ signal }) => api(aiSettings.base, { signal, schema: AiSettingsSchema }),
  });
}

/** The answer of a write is the record as it now is: shown at once, then confirmed by a reload. */
function useWriteEffects() {
  const client = useQueryClient();
  return {
    onSuccess: (saved: AiSettings) => client.setQueryData(aiSettings.key, saved),
    onSettled: () => client.invalidateQueries({ queryKey: aiSettings.key }),
  };
}

/** PUT: a partial patch (`api_key`: a value replaces the stored key, null removes it, absent keeps it). */
export function useSaveAiSettings() {
  return useMutation({
    mutationFn: (body: AiSettingsPatch) =>
      api(aiSettings.base, { method: "PUT", body, schema: AiSettingsSchema }),
    ...useWriteEffects(),
  });
}

/** DELETE: back to the defaults (spec 2 §4), which removes the key. */
export function useResetAiSettings() {
  return useMutation({
    mutationFn: () => api(aiSettings.base, { method: "DELETE", schema: AiSettingsSchema }),
    ...useWriteEffects(),
  });
}

/**
 * POST /test: a minimal real request to the provider with the given values over the saved ones
 * (the Configure API Key dialog tests before saving). A provider's refusal is an answer
 * (`success: false` with its error), not a thrown error.
 */
export function useTestAiConnection() {
  return useMutation({
    mutationFn: (body: AiConnectionTestRequest) =>
      api(`${aiSettings.base}/test`, { method: "POST", body, schema: AiConnectionTestResultSchema }),
  });
}
