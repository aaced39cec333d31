import {
  type ImageType,
  MAX_IMAGE_PIXELS,
  type MediaType,
  TOO_MANY_PIXELS,
  type UploadRule,
} from "@common/images";
import type { CompressionStats } from "@common/schemas/images";
import type { OutputInfo, Sharp } from "sharp";
import { ApiError } from "../lib/errors";
import { sanitizeSvg } from "../lib/sanitize-svg";
import { loadSharp } from "../lib/sharp";

/**
 * One pipeline for every upload (ARCHITECTURE.md decision 10): the type is read from the file's
 * bytes, never from its name or the browser's claim; raster images are checked for their pixel
 * count before decoding, then re-encoded with sharp by the spec's compression tiers (spec 2 §9),
 * which drops EXIF (and GPS) and anything hidden after the picture; icons are checked entry by
 * entry and kept as they are; SVG drawings are sanitised. The answer is what to store.
 */

/** The media type the bytes are, or null for anything else (SVG is text: see `looksLikeSvg`). */
export function detectImageType(bytes: Uint8Array): Exclude<MediaType, "image/svg+xml"> | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return "image/gif"; // GIF8
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp"; // RIFF….WEBP
  if (icoSize(bytes)) return "image/x-icon";
  return null;
}

/**
 * An ICO file's largest picture, when the bytes are one: the header (reserved 0, type 1, at
 * least one entry) and every entry pointing inside the file at a PNG or a bitmap.
 */
export function icoSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 22 || bytes[0] !== 0 || bytes[1] !== 0 || bytes[2] !== 1 || bytes[3] !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  const tableEnd = 6 + 16 * count;
  if (count === 0 || tableEnd > bytes.length) return null;
  let largest = { width: 0, height: 0 };
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (size < 8 || offset < tableEnd || offset + size > bytes.length) return null;
    const png = view.getUint32(offset) === 0x89504e47;
    const bitmap = view.getUint32(offset, true) === 40; // BITMAPINFOHEADER
    if (!png && !bitmap) return null;
    // 0 means 256 (the format's largest).
    const width = bytes[entry] || 256;
    const height = bytes[entry + 1] || 256;
    if (width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** Text that starts (after an optional BOM, XML declaration, comments or DOCTYPE) with an <svg> element. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  return /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
    head,
  );
}

/** Spec 2 §9: bigger originals get a lower quality and smaller maximum dimensions. */
export function compressionTier(size: number): { quality: number; width: number; height: number } {
  const MB = 1024 * 1024;
  if (size > 5 * MB) return { quality: 70, width: 1280, height: 720 };
  if (size > 2 * MB) return { quality: 85, width: 1920, height: 1080 };
  return { quality: 95, width: 2560, height: 1440 };
}

/** What to store: the bytes, their type and extension, and the figures of the upload result. */
export type Processed = {
  bytes: Uint8Array;
  type: MediaType;
  ext: string;
  width: number | null;
  height: number | null;
  stats: CompressionStats;
};

const refuse = (message: string, code = "unsupported_format", status: 400 | 413 = 400) =>
  new ApiError(status, code, message, { file: message });

const UNREADABLE = "The image could not be read. It may be damaged; please try another file.";

/** Checks `bytes` against the purpose's rule and turns them into what is stored. */
export async function processUpload(bytes: Uint8Array, rule: UploadRule): Promise<Processed> {
  if (bytes.length > rule.maxBytes) throw refuse(rule.tooLarge, "file_too_large", 413);
  const type = detectImageType(bytes) ?? (looksLikeSvg(bytes) ? "image/svg+xml" : null);
  if (!type || !rule.types.includes(type)) throw refuse(rule.unsupported);
  if (type === "image/svg+xml") return svg(bytes, rule);
  if (type === "image/x-icon") return kept(bytes, type, "ico", icoSize(bytes));
  return raster(bytes, type);
}

function kept(
  bytes: Uint8Array,
  type: MediaType,
  ext: string,
  size: { width: number; height: number } | null,
): Processed {
  return {
    bytes,
    type,
    ext,
    width: size?.width ?? null,
    height: size?.height ?? null,
    stats: {
      originalSize: bytes.length,
      compressedSize: bytes.length,
      compressionRatio: 1,
      dimensionsChanged: false,
      originalDimensions: size,
      newDimensions: size,
      format: ext,
      quality: null,
    },
  };
}

async function svg(bytes: Uint8Array, rule: UploadRule): Promise<Processed> {
  const clean = await sanitizeSvg(new TextDecoder().decode(bytes));
  if (!clean) throw refuse(rule.unsupported);
  const out = new TextEncoder().encode(clean);
  const sharp = await loadSharp();
  // Its drawn size, when it declares one; a drawing without one is still a valid favicon.
  const meta = await sharp(out, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch(() => null);
  const size = meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
  const processed = kept(out, "image/svg+xml", "svg", size);
  const ratio = Math.round((out.length / bytes.length) * 1000) / 1000;
  return { ...processed, stats: { ...processed.stats, originalSize: bytes.length, compressionRatio: ratio } };
}

/** WebP out, except PNG stays PNG and GIF stays GIF (animation kept), as the spec's compressor does. */
async function raster(bytes: Uint8Array, type: ImageType): Promise<Processed> {
  const sharp = await loadSharp();
  // The header alone: a bomb is refused before a single pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw refuse(UNREADABLE, "unreadable_image");
  const animated = type === "image/gif";
  const frames = animated ? (meta.pages ?? 1) : 1;
  const frameHeight = animated ? (meta.pageHeight ?? meta.height) : meta.height;
  if (meta.width * frameHeight * frames > MAX_IMAGE_PIXELS) throw refuse(TOO_MANY_PIXELS, "too_many_pixels");

  const tier = compressionTier(bytes.length);
  const image = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // apply the EXIF orientation before the metadata is dropped
    .resize({ width: tier.width, height: tier.height, fit: "inside", withoutEnlargement: true });
  const [out, ext, outType, quality]: [Sharp, string, ImageType, number | null] =
    type === "image/png"
      ? [image.png({ compressionLevel: 9 }), "png", "image/png", null]
      : type === "image/gif"
        ? [image.gif(), "gif", "image/gif", null]
        : [image.webp({ quality: tier.quality }), "webp", "image/webp", tier.quality];
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await out.toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(UNREADABLE, "unreadable_image");
  }
  const { data, info } = encoded;
  // EXIF orientations 5–8 swap the sides: compare with the upright original.
  const swapped = (meta.orientation ?? 1) >= 5;
  const original = swapped
    ? { width: frameHeight, height: meta.width }
    : { width: meta.width, height: frameHeight };
  const now = { width: info.width, height: info.pageHeight ?? info.height };
  return {
    bytes: data,
    type: outType,
    ext,
    width: now.width,
    height: now.height,
    stats: {
      originalSize: bytes.length,
      compressedSize: data.length,
      compressionRatio: Math.round((data.length / bytes.length) * 1000) / 1000,
      dimensionsChanged: now.width !== original.width || now.height !== original.height,
      originalDimensions: original,
      newDimensions: now,
      format: ext,
      quality,
    },
  };
}
