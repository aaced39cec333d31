import { type ImageFolder, LIBRARY_MAX_FILES, UPLOAD_RULES } from "@common/images";
import { ImageUp, Upload } from "lucide-react";
import { useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { FOLDER_OPTIONS, IMAGES_COPY } from "./copy";
import { type UploadRow, useLibraryUploads } from "./use-library-uploads";

const RULE = UPLOAD_RULES.library;

/** react-dropzone's reasons, in the spec's words (spec 2 §5). */
function reasonOf(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  return code === "file-too-large" ? RULE.tooLarge : RULE.unsupported;
}

/**
 * Spec 2 Image Manager, Upload: a drop zone and a file picker for up to 10 images per drop
 * (jpeg, jpg, png, webp, gif; 10 MB each), the folder they go to, and a progress card with a
 * real progress bar per file that clears 3 seconds after the upload ends. Invalid files are
 * reported one by one while the valid ones upload; more than 10 files are refused together.
 */
export function UploadPanel() {
  const [folder, setFolder] = useState<ImageFolder>("general");
  const uploads = useLibraryUploads();

  function onDrop(accepted: File[], rejections: FileRejection[]) {
    if (rejections.some((r) => r.errors.some((e) => e.code === "too-many-files"))) {
      toast.error(IMAGES_COPY.tooManyFiles, { description: IMAGES_COPY.tooManyFilesMessage });
      return;
    }
    const invalid = rejections.map((r) => ({ name: r.file.name, error: reasonOf(r) }));
    for (const file of invalid) toast.error(IMAGES_COPY.invalidFile(file.name), { description: file.error });
    void uploads.start(accepted, invalid, folder);
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: RULE.accept,
    maxSize: RULE.maxBytes,
    maxFiles: LIBRARY_MAX_FILES,
    multiple: true,
    disabled: uploads.busy,
    // The "Choose Files" button is the keyboard's way in; the zone itself is only for dropping.
    noClick: true,
    noKeyboard: true,
  });

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label={IMAGES_COPY.uploadFolder}
          options={FOLDER_OPTIONS}
          value={folder}
          onChange={(e) => setFolder(e.target.value as ImageFolder)}
          disabled={uploads.busy}
        />
      </div>
      <div
        {...getRootProps()}
        data-testid="image-drop-zone"
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border p-8 text-center",
          isDragActive && "border-primary bg-primary/5",
        )}
      >
        <input {...getInputProps()} aria-label="Image files" />
        <ImageUp aria-hidden="true" className="h-8 w-8 text-muted" />
        <p className="font-medium">{isDragActive ? IMAGES_COPY.dropActive : IMAGES_COPY.dropHere}</p>
        <p className="text-sm text-muted">{RULE.hint}</p>
        <Button onClick={open} disabled={uploads.busy}>
          <Upload aria-hidden="true" className="h-4 w-4" /> Choose Files
        </Button>
      </div>
      {uploads.rows.length > 0 ? <ProgressCard rows={uploads.rows} /> : null}
    </div>
  );
}

const STATUS_TEXT = { uploading: "Uploading", completed: "Completed", error: "Failed" } as const;

function ProgressCard({ rows }: { rows: UploadRow[] }) {
  return (
    <section aria-label={IMAGES_COPY.progressTitle} className="rounded-lg border border-border bg-card p-4">
      <h2 className="mb-3 font-semibold">{IMAGES_COPY.progressTitle}</h2>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.id} aria-label={row.name} className="space-y-1">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate" title={row.name}>
                {row.name}
              </span>
              <span
                className={cn(
                  "shrink-0",
                  row.status === "error" ? "text-red-700 dark:text-red-300" : "text-muted",
                )}
              >
                {STATUS_TEXT[row.status]}
                {row.status === "uploading" ? ` ${row.progress}%` : ""}
              </span>
            </div>
            <progress
              aria-label={`${row.name} upload progress`}
              value={row.progress}
              max={100}
              className="h-2 w-full accent-primary"
            />
            {row.error ? <p className="text-sm text-red-700 dark:text-red-300">{row.error}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
