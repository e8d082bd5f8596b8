// The session as the device keeps it (docs/product.md §3, §4): token JSON with its time stamp, userinfo,
// sfwow (cached profile), taskOne. Pure functions over a Storage so they test without a browser.
import { SESSION, STORAGE_KEYS } from '../constants/session';
import type { UserInfo } from '../contracts/user';

export interface StoredToken {
  value: string;
  /** ms since epoch when the token was stored */
  time: number;
}

export interface StoredSession {
  token: StoredToken | null;
  user: UserInfo | null;
  /** The cached profile under `sfwow`. */
  profile: UserInfo | null;
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function isStoredToken(v: unknown): v is StoredToken {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as StoredToken).value === 'string' &&
    (v as StoredToken).value.length > 0 &&
    typeof (v as StoredToken).time === 'number'
  );
}

export function isTokenExpired(token: StoredToken, now: number): boolean {
  return now - token.time >= SESSION.localExpiryMs;
}

/**
 * Reads the stored session. A token past its 14-day local expiry is removed together with
 * userinfo (docs/product.md §4) and reported as absent.
 */
export function readSession(storage: Storage, now: number): StoredSession {
  const rawToken = readJson<unknown>(storage, STORAGE_KEYS.token);
  let token = isStoredToken(rawToken) ? rawToken : null;
  if (token && isTokenExpired(token, now)) {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.userinfo);
    token = null;
  }
  return {
    token,
    user: token ? readJson<UserInfo>(storage, STORAGE_KEYS.userinfo) : null,
    profile: readJson<UserInfo>(storage, STORAGE_KEYS.profile),
  };
}

export function writeSession(storage: Storage, token: string, user: UserInfo, now: number): void {
  storage.setItem(STORAGE_KEYS.token, JSON.stringify({ value: token, time: now } satisfies StoredToken));
  writeUser(storage, user);
}

/** user/userInfo with retCode 0 caches its data (userinfo and the sfwow profile). */
export function writeUser(storage: Storage, user: UserInfo): void {
  const json = JSON.stringify(user);
  storage.setItem(STORAGE_KEYS.userinfo, json);
  storage.setItem(STORAGE_KEYS.profile, json);
}

/** What 102/103 and logout remove (docs/product.md §4). */
export function clearSession(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.userinfo);
  storage.removeItem(STORAGE_KEYS.profile);
  storage.removeItem(STORAGE_KEYS.taskOne);
}

/** Private pages need a token and some user info (userinfo or the cached profile). */
export function hasSession(s: StoredSession): boolean {
  return s.token !== null && (s.user !== null || s.profile !== null);
}
