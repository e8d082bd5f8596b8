// What a page checks before uploading an image (the provider checks the same again): the kind by
// the file's first bytes (PNG, JPEG or WebP; never the name or the browser's type alone) and the size.
import { UPLOAD } from '../../constants/account';

export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image kind of these leading bytes (at least 12), or null. */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

export type ImageProblem = 'empty' | 'type' | 'size';

/** Why this file cannot be uploaded, or null when it can. Reads only its first 12 bytes. */
export async function checkImageFile(file: Blob): Promise<ImageProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD.maxBytes) return 'size';
  const head = new Uint8Array(await readHead(file, 12));
  return imageKindOf(head) ? null : 'type';
}

function readHead(file: Blob, bytes: number): Promise<ArrayBuffer> {
  const slice = file.slice(0, bytes);
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer();
  // jsdom's Blob lacks arrayBuffer(): FileReader does the same.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}
