import {
  CONTENT_IMAGE_MAX_BYTES,
  IMAGE_ACCEPT,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  type ImageFolder,
} from "@common/images";
import { ImageOff, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { uploadImage } from "~/lib/upload-image";
import { Button } from "./button";
import { FormField } from "./form-field";

type Props = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Storage folder uploads go to, e.g. "projects", "services", "team". */
  folder: ImageFolder;
  error?: string;
};

/**
 * The image of a content item: a URL (an absolute http(s) address or a /media/ path) typed in, or
 * a file uploaded from the computer, with real progress and a preview. Every content manager uses
 * this one component so uploads behave the same everywhere. The browser checks type and size
 * first for a quick answer (spec 2 §5); the server checks the bytes again.
 */
export function ImageField({ label, value, onChange, folder, error }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // The address whose preview failed; a new address gets a new try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === value;
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still triggers a change
    if (!file) return;
    const problem = !(IMAGE_TYPES as readonly string[]).includes(file.type)
      ? IMAGE_MESSAGES.unsupported
      : file.size > CONTENT_IMAGE_MAX_BYTES
        ? IMAGE_MESSAGES.tooLarge
        : null;
    if (problem) return void toast.error(IMAGE_MESSAGES.failed, { description: problem });
    abort.current = new AbortController();
    setProgress(0);
    try {
      const image = await uploadImage(file, folder, {
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      onChange(image.public_url);
      toast.success(IMAGE_MESSAGES.uploaded, { description: file.name });
    } catch (err) {
      if (!(err instanceof DOMException && err.name === "AbortError")) {
        toast.error(IMAGE_MESSAGES.failed, { description: err instanceof Error ? err.message : undefined });
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
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
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="hidden"
          onChange={onFile}
          tabIndex={-1}
        />
      </div>
      <p className="text-xs text-muted">JPEG, PNG, WebP or GIF, up to 2MB.</p>
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
      {value && broken ? (
        <p className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400" role="status">
          <ImageOff className="size-4" aria-hidden="true" />
          {IMAGE_MESSAGES.loadError}
        </p>
      ) : null}
    </div>
  );
}
