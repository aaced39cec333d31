import {
  BackupListSchema,
  BackupSchema,
  ClearResultSchema,
  DataStatsSchema,
  DataValidationSchema,
  ImportResultSchema,
} from "@common/schemas/data";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiStream, checkAnswer } from "~/lib/api";

/**
 * `/api/v1/admin/data`: statistics, export, validation, import, clear, SQL script and backups.
 * Not an `adminResource` (it has no rows of its own); its queries sit under ["admin", "data"].
 */
export const data = {
  key: ["admin", "data"] as const,
  base: "/api/v1/admin/data",
} as const;

const statsKey = [...data.key, "stats"] as const;
const fetchStats = ({ signal }: { signal?: AbortSignal }) =>
  api(`${data.base}/stats`, { signal, schema: DataStatsSchema });

/** The Database Export screen's figures and each table's row count. */
export function useDataStats() {
  return useQuery({ queryKey: statsKey, queryFn: fetchStats });
}

/** The counts as they are now (an export's progress is measured against them). */
export function useFreshStats() {
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: statsKey, queryFn: fetchStats, staleTime: 0 });
}

/**
 * After an import, a restore or a clear, every list of the back office may be out of date (and
 * the realtime events of a bulk load are not counted on): all admin queries reload.
 */
export function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["admin"] });
}

/** A file as the API takes it: its own bytes, sent as they are. */
const asJsonBody = (file: Blob) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: file,
});

/** Checks an export file (spec 2 §5: errors make it invalid, warnings do not). */
export async function validateExportFile(file: Blob) {
  const path = `${data.base}/validate`;
  const res = await apiStream(path, asJsonBody(file));
  return checkAnswer(path, DataValidationSchema, await res.json());
}

/** The import, answering its progress as NDJSON lines (read by the caller as they arrive). */
export function startImport(file: Blob, mode: "replace" | "merge") {
  return apiStream(`${data.base}/import?mode=${mode}`, {
    ...asJsonBody(file),
    headers: { "content-type": "application/json", accept: "application/x-ndjson" },
  });
}

export const exportPath = (format: "json" | "csv", table?: string) =>
  `${data.base}/export?format=${format}${table ? `&table=${encodeURIComponent(table)}` : ""}`;

export const sqlScriptPath = `${data.base}/sql-script`;

export const backupPath = (name: string) => `${data.base}/backups/${encodeURIComponent(name)}`;

export function useClearAllData() {
  const invalidateAll = useInvalidateAll();
  return useMutation({
    mutationFn: () => api(`${data.base}/clear`, { method: "POST", schema: ClearResultSchema }),
    onSettled: invalidateAll,
  });
}

const backupsKey = [...data.key, "backups"] as const;

export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => api(`${data.base}/backups`, { signal, schema: BackupListSchema }),
  });
}

/** "Back up now". */
export function useBackUpNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${data.base}/backups`, { method: "POST", schema: BackupSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: backupsKey }),
  });
}

export function useDeleteBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(backupPath(name), { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: backupsKey }),
  });
}

/** Restore = an import of the backup in replace mode, all or nothing. */
export function useRestoreBackup() {
  const invalidateAll = useInvalidateAll();
  return useMutation({
    mutationFn: (name: string) =>
      api(`${backupPath(name)}/restore`, { method: "POST", schema: ImportResultSchema }),
    onSettled: invalidateAll,
  });
}
