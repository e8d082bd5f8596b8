// TRON (TRC20) addresses: base58check of 25 bytes = version 0x41, 20-byte account id, and a
// checksum that is the first 4 bytes of sha256(sha256(the first 21 bytes)). Written as a
// "T…" string of 34 characters.
import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const VERSION = 0x41;

/** Base58 (Bitcoin alphabet) to bytes; null when a character is outside the alphabet. */
export function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' stands for a leading zero byte.
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Buffer.from(bytes);
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

export function isTrc20Address(text: string): boolean {
  if (typeof text !== 'string' || text.length !== 34 || !text.startsWith('T')) return false;
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== 25 || bytes[0] !== VERSION) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}
