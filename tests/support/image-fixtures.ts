import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * Images made on the spot for upload tests (API and end-to-end): real pictures from sharp, and
 * the hostile files an upload must refuse or clean.
 */

/** A flat-coloured picture of this size. */
export const picture = (width: number, height: number, colour = { r: 0, g: 90, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

export const pngOf = (width: number, height: number, colour?: { r: number; g: number; b: number }) =>
  picture(width, height, colour).png().toBuffer();

/** A photo-like JPEG (noise compresses badly, so its size grows with its pixels) carrying EXIF and GPS. */
export const noisyJpegWithExif = (width: number, height: number, quality = 90) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality })
    .withExif({
      IFD0: { Copyright: "Secret Studio", Make: "Camera Co" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .toBuffer();

/**
 * A decompression bomb: a real PNG whose header claims `width` × `height` pixels (the CRC fixed
 * up), while the file stays a few bytes long.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(1, 1));
  png.writeUInt32BE(width, 16); // IHDR data starts at 16: width, then height
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // CRC over "IHDR" and its 13 bytes
  return png;
}

/** A Windows icon holding one PNG picture of `size` × `size`. */
export async function icoOf(size: number): Promise<Buffer> {
  const image = await pngOf(size, size);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one entry
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><rect width="32" height="32" fill="#0a5"/>' +
  '<image href="https://tracker.example/pixel.png" width="1" height="1"/></svg>';

/** A multipart body: `files` under `field` (each as [bytes, name, type]) and other text fields. */
export function formOf(
  field: string,
  files: [bytes: Uint8Array | string, name: string, type?: string][],
  fields: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [bytes, name, type] of files) {
    body.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type: type ?? "" }));
  }
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}
