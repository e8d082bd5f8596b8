// What an uploaded file really is, judged by its first bytes (magic numbers), never by its name
// or the MIME type the client claims.

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export const EXTENSION_OF: Record<ImageMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of these bytes, or null when they are not a PNG, JPEG or WebP image. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  // RIFF <4-byte size> WEBP VP8(space|L|X)
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8) && bytes.length >= 16) return 'image/webp';
  return null;
}
