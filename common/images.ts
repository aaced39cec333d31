/** Image upload limits and texts (spec 2 §5 "Images", §8, §9), shared by the browser and the server. */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The file picker's filter; the server decides by the file's bytes, never by its name. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** Images of content items (projects, services, team, stories…): 2 MB (spec 2 §5). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  tooLarge: "File size too large. Maximum size: 2MB",
  unsupported: "Unsupported file format",
  uploaded: "Upload successful",
  failed: "Upload failed",
  loadError: "Image load error: Failed to load the image. Please check the URL or try uploading again.",
} as const;

/** Storage folders a content image may go to; one per manager. */
export const IMAGE_FOLDERS = [
  "projects",
  "services",
  "testimonials",
  "team",
  "stories",
  "blog",
  "logos",
] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** The public address of a stored file. */
export const MEDIA_PREFIX = "/media/";

/**
 * The extensions a stored file's key may end with, and the type each is served as: the one list
 * the storage drivers check keys against. An upload kind with a new output format adds it here.
 */
export const MEDIA_EXTENSIONS = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
} as const satisfies Record<string, string>;
export type MediaExtension = keyof typeof MEDIA_EXTENSIONS;
