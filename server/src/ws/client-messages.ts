// Reads a client frame into a ClientMessage, or null for anything else (binary, oversized,
// malformed JSON, unknown op, wrong field types): the socket ignores those without answering.
import type { ClientMessage } from '@app/shared/contracts';
import type { RawData } from 'ws';
import { QUOTES_SOCKET } from '../constants';

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

function readCodes(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((code): code is string => typeof code === 'string' && code.length > 0 && code.length <= QUOTES_SOCKET.maxCodeLength);
}

export function readClientMessage(data: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary) return null;
  const bytes = asBuffer(data);
  if (bytes.length > QUOTES_SOCKET.maxMessageBytes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { op, codes } = parsed as { op?: unknown; codes?: unknown };
  if (op === 'ping') return { op };
  if (op === 'sub' || op === 'unsub') {
    const valid = readCodes(codes);
    return valid ? { op, codes: valid } : null;
  }
  return null;
}
