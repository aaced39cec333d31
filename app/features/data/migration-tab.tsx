import {
  DATA_TEXT,
  type DataValidation,
  IMPORT_MAX_MB,
  IMPORT_MODES,
  type ImportMode,
  sqlScriptFileName,
} from "@common/schemas/data";
import { AlertTriangle, CheckCircle2, FileCode2, Trash2, Upload, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { showToast, type ToastText, useCan } from "~/features/admin-kit";
import { ApiClientError, apiStream } from "~/lib/api";
import { saveBlob, todayIso } from "~/lib/download";
import { DATA_COPY } from "./copy";
import { ImportResultPanel } from "./import-result";
import { ProgressList } from "./progress-list";
import { sqlScriptPath, useClearAllData, validateExportFile } from "./resource";
import { useDataImport } from "./use-data-import";

const T = DATA_COPY.migration;

/** Spec 2 Data Migration: upload and check a file, import it, the SQL script, and Clear All Data. */
export function MigrationTab() {
  const can = useCan();
  return (
    <div className="space-y-8">
      {can("data", "update") ? <ImportPanel /> : null}
      <SqlScriptPanel />
      {can("data", "delete") ? <ClearPanel /> : null}
    </div>
  );
}

/** spec 2 §5: a JSON file by its type or its name. */
const isJsonFile = (file: File) => file.type === "application/json" || /\.json$/i.test(file.name);

function ImportPanel() {
  const ids = { file: useId(), hint: useId(), notValid: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ToastText | null>(null);
  const [validation, setValidation] = useState<DataValidation | null>(null);
  const [validating, setValidating] = useState(false);
  const [mode, setMode] = useState<ImportMode>("merge");
  const [confirming, setConfirming] = useState(false);
  const importer = useDataImport();

  function refuse(text: ToastText) {
    setProblem(text);
    showToast("error", text);
  }

  async function choose(chosen: File | undefined) {
    setFile(null);
    setProblem(null);
    setValidation(null);
    if (!chosen) return;
    if (!isJsonFile(chosen)) {
      refuse({ title: DATA_TEXT.invalidFileType.title, description: DATA_TEXT.invalidFileType.message });
      return;
    }
    // Refused here rather than after uploading it all (the server has the same limit).
    if (chosen.size > IMPORT_MAX_MB * 1024 * 1024) {
      refuse({ title: T.tooLargeTitle, description: DATA_TEXT.fileTooLarge(IMPORT_MAX_MB) });
      return;
    }
    setValidating(true);
    try {
      // The server parses the file (a site's export can be far larger than a tab should hold)
      // and answers bad JSON with the spec's message.
      setValidation(await validateExportFile(chosen));
      setFile(chosen);
    } catch (error) {
      const badJson = error instanceof ApiClientError && error.code === "invalid_json";
      refuse({
        title: badJson ? T.invalidJsonTitle : T.validateFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setValidating(false);
    }
  }

  const importNow = () => {
    setConfirming(false);
    if (file && validation) void importer.start(file, mode, validation.tables);
  };
  const ready = Boolean(file && validation?.valid) && !importer.busy;

  return (
    <section aria-labelledby="data-import-title" className="space-y-4">
      <div>
        <h2 id="data-import-title" className="text-lg font-semibold">
          {T.title}
        </h2>
        <p className="text-muted">{T.intro}</p>
      </div>

      <div className="space-y-1">
        <label htmlFor={ids.file} className="block text-sm font-medium">
          {T.file}
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".json,application/json"
          aria-describedby={ids.hint}
          disabled={validating || importer.busy}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-2 file:text-sm file:font-medium file:text-fg"
        />
        <p id={ids.hint} className="text-sm text-muted">
          {T.fileHint}
        </p>
      </div>

      {validating ? (
        <p role="status" className="text-sm text-muted">
          {T.validating}
        </p>
      ) : null}
      {problem ? (
        <div
          role="alert"
          className="rounded-md border border-red-600/40 bg-red-50 p-3 text-sm dark:bg-red-950/40"
        >
          <p className="font-semibold text-red-800 dark:text-red-200">{problem.title}</p>
          {problem.description ? (
            <p className="text-red-800 dark:text-red-200">{problem.description}</p>
          ) : null}
        </div>
      ) : null}
      {validation ? <ValidationResults validation={validation} /> : null}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{T.mode}</legend>
        {IMPORT_MODES.map((value) => (
          <ModeOption key={value} value={value} checked={mode === value} onChange={setMode} />
        ))}
      </fieldset>

      <div className="space-y-1">
        <Button
          onClick={() => (mode === "replace" ? setConfirming(true) : importNow())}
          disabled={!ready}
          aria-describedby={validation?.valid ? undefined : ids.notValid}
        >
          <Upload aria-hidden="true" className="h-4 w-4" />
          {importer.busy ? T.importing : T.import}
        </Button>
        {validation?.valid ? null : (
          <p id={ids.notValid} className="text-sm text-muted">
            {DATA_TEXT.importNotValid}
          </p>
        )}
      </div>

      {importer.result ? (
        <ImportResultPanel result={importer.result} />
      ) : (
        <ProgressList title={T.progressTitle} runs={importer.runs} running={DATA_COPY.status.migrating} />
      )}
      {importer.failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {DATA_TEXT.migrationFailed}: {importer.failure}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.replaceTitle}
        message={T.replaceMessage}
        acknowledge={T.replaceAcknowledge}
        confirmLabel={T.replaceConfirm}
        onConfirm={importNow}
      />
    </section>
  );
}

function ModeOption({
  value,
  checked,
  onChange,
}: {
  value: ImportMode;
  checked: boolean;
  onChange: (mode: ImportMode) => void;
}) {
  const id = useId();
  const words = T.modes[value];
  return (
    <div className="flex items-start gap-2 rounded-md border border-border p-3 text-sm">
      <input
        id={id}
        type="radio"
        name="import-mode"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-4 w-4 accent-[var(--color-primary)]"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {words.label}
        </label>
        <p id={`${id}-hint`} className="text-muted">
          {words.hint}
        </p>
      </div>
    </div>
  );
}

/** spec 2 §5: the file's errors (it cannot be imported) and warnings (it can). */
function ValidationResults({ validation }: { validation: DataValidation }) {
  const rows = validation.tables.reduce((sum, t) => sum + t.count, 0);
  return (
    <section
      aria-label={T.validationTitle}
      data-testid="validation-results"
      className="space-y-3 rounded-lg border border-border bg-card p-4 text-sm"
    >
      <div className="flex items-start gap-2">
        {validation.valid ? (
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700 dark:text-green-400" />
        ) : (
          <XCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-red-600" />
        )}
        <div>
          <h3 className="font-semibold">{validation.valid ? T.valid : T.invalid}</h3>
          <p className="text-muted">
            {T.fileSummary(validation.tables.length, rows, validation.schema_version)}
          </p>
        </div>
      </div>
      <MessageList title={T.errors} items={validation.errors} tone="error" />
      <MessageList title={T.warnings} items={validation.warnings} tone="warning" />
    </section>
  );
}

function MessageList({ title, items, tone }: { title: string; items: string[]; tone: "error" | "warning" }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="flex items-center gap-1 font-medium">
        {tone === "error" ? (
          <XCircle aria-hidden="true" className="h-4 w-4 text-red-600" />
        ) : (
          <AlertTriangle aria-hidden="true" className="h-4 w-4 text-amber-600" />
        )}
        {title} ({items.length})
      </h4>
      <ul
        className={
          tone === "error"
            ? "mt-1 list-disc space-y-0.5 pl-6 break-words text-red-700 dark:text-red-300"
            : "mt-1 list-disc space-y-0.5 pl-6 break-words text-amber-900 dark:text-amber-200"
        }
      >
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Generate SQL Script: this site's data as a psql script (the server's pg_dump, streamed). */
function SqlScriptPanel() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const res = await apiStream(sqlScriptPath, { headers: { accept: "application/sql, text/plain" } });
      saveBlob(await res.blob(), sqlScriptFileName(todayIso()));
      showToast("success", { title: T.sqlDone });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setError(message);
      showToast("error", { title: T.sqlFailed, description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="data-sql-title" className="space-y-3">
      <h2 id="data-sql-title" className="text-lg font-semibold">
        {T.sqlTitle}
      </h2>
      <p className="text-muted">{T.sqlIntro}</p>
      <Button variant="secondary" onClick={() => void generate()} disabled={busy}>
        <FileCode2 aria-hidden="true" className="h-4 w-4" />
        {busy ? T.sqlBusy : T.sql}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {T.sqlFailed}: {error}
        </p>
      ) : null}
    </section>
  );
}

/** Clear All Data, after its confirmation (spec 2 §5), keeping the admins' accounts. */
function ClearPanel() {
  const [confirming, setConfirming] = useState(false);
  const clear = useClearAllData();

  const onConfirm = () =>
    clear.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        showToast("success", { title: T.cleared, description: T.clearedMessage(result.deleted) });
      },
      onError: (error) => {
        setConfirming(false);
        showToast("error", { title: DATA_TEXT.clearFailed, description: error.message });
      },
    });

  return (
    <section aria-labelledby="data-clear-title" className="space-y-3 rounded-lg border border-red-600/40 p-4">
      <h2 id="data-clear-title" className="text-lg font-semibold">
        {T.clearTitle}
      </h2>
      <p className="text-muted">{T.clearIntro}</p>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={clear.isPending}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {clear.isPending ? T.clearing : T.clear}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.clear}
        message={T.clearMessage}
        acknowledge={T.clearAcknowledge}
        confirmLabel={T.clear}
        pending={clear.isPending}
        onConfirm={onConfirm}
      />
    </section>
  );
}
