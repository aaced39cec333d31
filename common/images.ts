// What public pages need of the images (the address prefix, variants, srcset) is in
// public-images.ts, so the pages' JavaScript does not carry the upload rules and their texts.

/** Image upload limits and texts (spec 2 §5 "Images", §8, §9), shared by the browser and the server. */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Favicons may also be icons and (sanitised) SVG drawings. */
export const FAVICON_TYPES = ["image/x-icon", "image/png", "image/svg+xml"] as const;
export type MediaType = ImageType | (typeof FAVICON_TYPES)[number];

const MB = 1024 * 1024;

/** Images of content items (projects, services, team, stories…): 2 MB (spec 2 §5). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * MB;

export const IMAGE_MESSAGES = {
  tooLarge: "File size too large. Maximum size: 2MB",
  unsupported: "Unsupported file format",
  uploaded: "Upload successful",
  failed: "Upload failed",
  loadError: "Image load error: Failed to load the image. Please check the URL or try uploading again.",
} as const;

/**
 * Storage folders an image may go to: one per manager, the settings' logos and favicons, and
 * "general" for library uploads that belong to no manager.
 */
export const IMAGE_FOLDERS = [
  "general",
  "projects",
  "services",
  "testimonials",
  "team",
  "stories",
  "blog",
  "logos",
  "favicons",
] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/**
 * The extensions a stored file's key may end with, and the type each is served as: the one list
 * the storage drivers check keys against. An upload kind with a new output format adds it here.
 */
export const MEDIA_EXTENSIONS = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  // Favicons.
  ico: "image/x-icon",
  svg: "image/svg+xml",
} as const satisfies Record<string, string>;
export type MediaExtension = keyof typeof MEDIA_EXTENSIONS;

/**
 * Decoded images may hold at most this many pixels (all frames of an animation together): a
 * small file can declare huge dimensions (a decompression bomb), so the server reads the header
 * and refuses before decoding. 40 megapixels takes an 8K photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = "Image dimensions too large. Maximum: 40 megapixels";

/**
 * What an upload is for decides its limit, its accepted types and its words (spec 2 §5):
 * - content: a content item's image (project, service, team…), 2 MB;
 * - library: the Image Library's uploads, 10 MB each, up to 10 per upload;
 * - logo: the site's logos, 5 MB ("Invalid file type" / "File too large");
 * - favicon: ICO, PNG or SVG, 1 MB.
 */
export const UPLOAD_PURPOSES = ["content", "library", "logo", "favicon"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export type UploadRule = {
  /** Where the upload is sent (the request guard's body limit is set per path). */
  path: string;
  maxBytes: number;
  types: readonly MediaType[];
  /** The file picker's filter (types and extensions, as browsers name .ico files differently). */
  accept: Record<string, string[]>;
  /** The line under the field. */
  hint: string;
  tooLarge: string;
  unsupported: string;
  /** The folder every upload of this purpose goes to (else the request names it). */
  folder?: ImageFolder;
};

const RASTER_ACCEPT = {
  "image/jpeg": [".jpeg", ".jpg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/gif": [".gif"],
};

/** Spec 2 §5 and §9: jpeg, jpg, png, webp, gif. */
export const LIBRARY_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "gif"] as const;
export const LIBRARY_MAX_FILES = 10;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  content: {
    path: "/api/v1/admin/images",
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    types: IMAGE_TYPES,
    accept: RASTER_ACCEPT,
    hint: "JPEG, PNG, WebP or GIF, up to 2MB.",
    tooLarge: IMAGE_MESSAGES.tooLarge,
    unsupported: IMAGE_MESSAGES.unsupported,
  },
  library: {
    path: "/api/v1/admin/images/library",
    maxBytes: 10 * MB,
    types: IMAGE_TYPES,
    accept: RASTER_ACCEPT,
    hint: `${LIBRARY_EXTENSIONS.join(", ")}; up to 10MB each, ${LIBRARY_MAX_FILES} files per upload.`,
    tooLarge: "File too large. Maximum size: 10MB",
    unsupported: `Invalid file type. Accepted: ${LIBRARY_EXTENSIONS.join(", ")}`,
  },
  logo: {
    path: "/api/v1/admin/images/logo",
    maxBytes: 5 * MB,
    types: IMAGE_TYPES,
    accept: RASTER_ACCEPT,
    hint: "Recommended 200x80px (2.5:1 ratio). JPEG, PNG, WebP or GIF, up to 5MB.",
    tooLarge: "File too large",
    unsupported: "Invalid file type",
    folder: "logos",
  },
  favicon: {
    path: "/api/v1/admin/images/favicon",
    maxBytes: 1 * MB,
    types: FAVICON_TYPES,
    accept: {
      "image/x-icon": [".ico"],
      "image/vnd.microsoft.icon": [".ico"],
      "image/png": [".png"],
      "image/svg+xml": [".svg"],
    },
    hint: "ICO, PNG or SVG, up to 1MB.",
    tooLarge: "File too large. Maximum size: 1MB",
    unsupported: "Invalid file type. Accepted: ico, png, svg",
    folder: "favicons",
  },
};

/** An image field's uploads follow its folder: logos and favicons have their own rules. */
export function purposeOfFolder(folder: ImageFolder): UploadPurpose {
  return folder === "logos" ? "logo" : folder === "favicons" ? "favicon" : "content";
}

/** The `accept` attribute of a file input for a purpose: types and extensions. */
export function acceptOf(purpose: UploadPurpose): string {
  return Object.entries(UPLOAD_RULES[purpose].accept)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(",");
}

/**
 * The browser's quick check of a chosen file against a purpose's rules (type by its name or the
 * browser's claim, then size); the server checks the bytes again. Null when it may be sent.
 */
export function fileProblem(
  file: { name: string; type: string; size: number },
  purpose: UploadPurpose,
): string | null {
  const rule = UPLOAD_RULES[purpose];
  const extension = `.${file.name.split(".").pop()?.toLowerCase() ?? ""}`;
  const known = Object.entries(rule.accept).some(
    ([type, extensions]) => type === file.type || extensions.includes(extension),
  );
  if (!known) return rule.unsupported;
  return file.size > rule.maxBytes ? rule.tooLarge : null;
}

/** The Image Manager's words (spec 2 §2, §8). */
export const IMAGE_LIBRARY_TEXT = {
  loadFailed: "Error loading images",
  loadFailedMessage: "Failed to load images from storage. Please try again.",
  invalidFile: (name: string) => `Invalid file: ${name}`,
  tooManyFiles: "Too many files",
  tooManyFilesMessage: `Maximum ${LIBRARY_MAX_FILES} files allowed per upload`,
  uploadCompleted: "Upload completed",
  uploadCounts: (done: number, failed: number) =>
    `${done} ${done === 1 ? "file" : "files"} uploaded successfully, ${failed} failed`,
  uploadFailed: "Upload failed",
  uploadFailedMessage: "An error occurred during upload",
  deleted: "Images deleted",
  deletedMessage: (n: number) => `${n} ${n === 1 ? "image" : "images"} deleted successfully`,
  deleteFailed: "Delete failed",
  deleteFailedMessage: "Failed to delete selected images",
  urlCopied: "URL copied",
} as const;

/** Spec 2 §4: the progress list clears this long after an upload ends. */
export const PROGRESS_CLEAR_MS = 3000;

/**
 * The name an uploaded file is shown by: its last path segment (a client may send
 * "../../x.jpg" or "C:\\photos\\x.jpg"), without control characters, at most 255 characters.
 * Only ever a display name: stored keys are random.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return clean.slice(0, 255) || "image";
}
