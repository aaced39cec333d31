import {
  acceptOf,
  fileProblem,
  IMAGE_MESSAGES,
  type ImageFolder,
  purposeOfFolder,
  UPLOAD_RULES,
} from "@common/images";
import { ImageOff, Images, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { uploadImage } from "~/lib/upload-image";
import { Button } from "./button";
import { useImageUploadEvents } from "./file-upload-events";
import { FormField } from "./form-field";
import { useImagePicker } from "./image-library-context";

type Props = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /**
   * Storage folder uploads go to, e.g. "projects", "services", "team"; "logos" and "favicons"
   * bring their own limits and types (common/images.ts UPLOAD_RULES).
   */
  folder: ImageFolder;
  error?: string;
};

/**
 * The image of a content item: a URL (an absolute http(s) address or a /media/ path) typed in, a
 * file uploaded from the computer (with real progress), or, in the back office, an image chosen
 * from the library; with a preview. Every content manager and the settings' logos use this one
 * component so images behave the same everywhere. The browser checks type and size first for a
 * quick answer (spec 2 §5); the server checks the bytes again.
 */
export function ImageField({ label, value, onChange, folder, error }: Props) {
  const purpose = purposeOfFolder(folder);
  const Picker = useImagePicker();
  const [picking, setPicking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // The address whose preview failed; a new address gets a new try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === value;
  const abort = useRef<AbortController | null>(null);
  const events = useImageUploadEvents();
  const uploading = progress !== null;

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => (uploading ? events.onUpload?.() : undefined), [uploading, events]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still triggers a change
    if (!file) return;
    const problem = fileProblem(file, purpose);
    if (problem) return void toast.error(IMAGE_MESSAGES.failed, { description: problem });
    abort.current = new AbortController();
    setProgress(0);
    try {
      const image = await uploadImage(file, folder, {
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      onChange(image.public_url);
      const { uploaded } = events.toasts?.(folder) ?? {};
      toast.success(uploaded?.title ?? IMAGE_MESSAGES.uploaded, {
        description: uploaded ? uploaded.description : file.name,
      });
    } catch (err) {
      if (!(err instanceof DOMException && err.name === "AbortError")) {
        const { failed } = events.toasts?.(folder) ?? {};
        toast.error(failed?.title ?? IMAGE_MESSAGES.failed, {
          description: failed ? failed.description : err instanceof Error ? err.message : undefined,
        });
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      {/* The buttons wrap under the address when the column is narrow (two image fields side by side). */}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <FormField
            label={label}
            type="text"
            inputMode="url"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder="https://… or upload a file"
            error={error}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null}
          aria-label={`Upload ${label}`}
          className={error ? "mb-7" : undefined}
        >
          <Upload className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Upload</span>
        </Button>
        {Picker ? (
          <Button
            variant="secondary"
            onClick={() => setPicking(true)}
            disabled={progress !== null}
            aria-label={`Choose from library for ${label}`}
            className={error ? "mb-7" : undefined}
          >
            <Images className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Choose from library</span>
          </Button>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept={acceptOf(purpose)}
          className="hidden"
          onChange={onFile}
          tabIndex={-1}
        />
      </div>
      <p className="text-xs text-muted">{UPLOAD_RULES[purpose].hint}</p>
      {progress !== null ? (
        <div className="space-y-1">
          <p id={progressId} className="text-xs text-muted">
            Uploading… {progress}%
          </p>
          <progress
            aria-labelledby={progressId}
            value={progress}
            max={100}
            className="h-2 w-full accent-primary"
          />
        </div>
      ) : null}
      {value && !broken ? (
        <img
          src={value}
          alt={`${label} preview`}
          onError={() => setBrokenUrl(value)}
          className="h-24 w-auto max-w-full rounded-md border border-border object-cover"
        />
      ) : null}
      {Picker && picking ? <Picker open onOpenChange={setPicking} label={label} onPick={onChange} /> : null}
      {value && broken ? (
        <p className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400" role="status">
          <ImageOff className="size-4" aria-hidden="true" />
          {IMAGE_MESSAGES.loadError}
        </p>
      ) : null}
    </div>
  );
}
