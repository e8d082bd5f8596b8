// Durations and limits of docs/product.md §8/§9 that the interface uses.
export const TOAST = {
  shortMs: 2000,
  longMs: 4000,
  /** Messages longer than this many characters stay for longMs. */
  longMessageChars: 50,
} as const;

export const NETWORK = {
  /** Request, socket, upload and download timeouts. */
  requestTimeoutMs: 60_000,
  /** 'Network exception' toast when the check at start-up fails. */
  exceptionOnCheckMs: 3000,
  /** 'Network exception' toast when the connection changes to offline. */
  exceptionOnChangeMs: 6000,
} as const;

export const PAGE_LOADING = {
  /** The loading screen appears only after this delay. */
  delayMs: 200,
  /** The error screen replaces it after this timeout. */
  timeoutMs: 30_000,
  /** Chunk load timeout for webpack. */
  chunkTimeoutMs: 120_000,
} as const;

/** The product's name, the same in every language (the title bar, the server's first paint of Home). */
export const APP_NAME = 'Nova Trade';

export const APP_VERSION = { name: '1.0.0', code: 100 } as const;
