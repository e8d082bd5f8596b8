// Limits of the provider in one typed place. Business figures from docs/product.md §9 live in
// @app/shared/constants; these are the server's own choices (the product rules leave it open).
import { SOCKET_CLOSE_TOKEN_REJECTED } from '@app/shared/contracts';

/** Form bodies above this size are refused before parsing. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Longest value accepted for any free-text form field before business rules run. */
export const FIELD_MAX_LENGTH = 256;

/** Password rule: 6–20 characters with at least one letter and one digit. */
export const PASSWORD_RULE = { minLength: 6, maxLength: 20 } as const;

/** Phone accounts: optional leading +, then 6–15 digits (E.164 allows at most 15). */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Public user id: an 8-digit number that does not start with 0. */
export const UID_RANGE = { min: 10_000_000, maxExclusive: 100_000_000 } as const;

export const INVITE_CODE = { length: 6, alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' } as const;

/** Random uid / invite code collisions are retried this many times before giving up. */
export const UNIQUE_ID_ATTEMPTS = 8;

/** Session tokens: random bytes, sent as hex. */
export const TOKEN_BYTES = 32;

export const PRODUCT_LIST_PAGING = { defaultPageSize: 20, maxPageSize: 100 } as const;

export const QUOTES_SOCKET = {
  /** Close code for a socket opened with an unknown, expired or revoked token. */
  unauthorizedCloseCode: SOCKET_CLOSE_TOKEN_REJECTED,
  /** Larger client messages are ignored. */
  maxMessageBytes: 64 * 1024,
  /** Frames above this are refused by the socket layer itself (closes with 1009). */
  hardMaxPayloadBytes: 1024 * 1024,
  maxSubscribedCodes: 500,
  maxCodeLength: 32,
  /** A socket whose unsent data exceeds this skips ticks until it drains. */
  maxBufferedBytes: 1024 * 1024,
} as const;

/** Responses smaller than this are sent uncompressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  noStore: 'no-store',
  shortLived: 'public, max-age=3600',
  /** Images under /static. */
  staticAssets: 'public, max-age=86400',
} as const;
