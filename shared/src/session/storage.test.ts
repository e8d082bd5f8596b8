// docs/product.md §3 (stored keys), §4 (14-day local expiry, what 102/103 removes, who has a session).
import type { UserInfo } from '../contracts/user';
import { clearSession, hasSession, isTokenExpired, readSession, writeSession, writeUser } from './storage';

const storage = window.localStorage;

const USER: UserInfo = {
  uid: 'U100001',
  account: 'alice@example.com',
  accountType: 'email',
  nickname: 'Alice',
  realNameStatus: 2,
  inviteCode: 'INV42',
  createdAt: 1767225600000,
};

const T0 = 1772341200000; // 2026-03-01T05:00:00Z
const FOURTEEN_DAYS_MS = 1209600000; // docs/product.md §4, literal on purpose

beforeEach(() => {
  storage.clear();
});

describe('writeSession / readSession', () => {
  it('round-trips token, userinfo and the cached profile', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    expect(readSession(storage, T0 + 1000)).toEqual({
      token: { value: 'tok-abc', time: T0 },
      user: USER,
      profile: USER,
    });
  });

  it('stores the token as JSON {value, time} under the key `token`', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    const raw = storage.getItem('token');
    expect(raw).not.toBeNull();
    expect(JSON.parse(raw as string)).toEqual({ value: 'tok-abc', time: T0 });
  });

  it('stores the user under `userinfo` and the cached profile under `sfwow`', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    expect(JSON.parse(storage.getItem('userinfo') as string)).toEqual(USER);
    expect(JSON.parse(storage.getItem('sfwow') as string)).toEqual(USER);
  });

  it('writeUser replaces userinfo and sfwow without touching the token', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    const renamed: UserInfo = { ...USER, nickname: 'Alicia' };
    writeUser(storage, renamed);
    const s = readSession(storage, T0);
    expect(s.token).toEqual({ value: 'tok-abc', time: T0 });
    expect(s.user?.nickname).toBe('Alicia');
    expect(s.profile?.nickname).toBe('Alicia');
  });

  it('reads an empty storage as no session', () => {
    expect(readSession(storage, T0)).toEqual({ token: null, user: null, profile: null });
  });
});

describe('14-day local expiry', () => {
  it('keeps token and userinfo one ms before 1209600000 ms', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    const s = readSession(storage, T0 + FOURTEEN_DAYS_MS - 1);
    expect(s.token).toEqual({ value: 'tok-abc', time: T0 });
    expect(s.user).toEqual(USER);
    expect(storage.getItem('token')).not.toBeNull();
    expect(storage.getItem('userinfo')).not.toBeNull();
  });

  it('removes token AND userinfo at exactly 1209600000 ms', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    const s = readSession(storage, T0 + FOURTEEN_DAYS_MS);
    expect(s.token).toBeNull();
    expect(s.user).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('userinfo')).toBeNull();
    expect(hasSession(s)).toBe(false);
  });

  it('removes them long after expiry too, and leaves the other keys alone', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    storage.setItem('lang', 'zh');
    storage.setItem('taskOne', '1');
    readSession(storage, T0 + 30 * 24 * 3600 * 1000);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('userinfo')).toBeNull();
    expect(storage.getItem('lang')).toBe('zh');
    // docs/product.md §4 names only token and userinfo for the local expiry
    expect(storage.getItem('sfwow')).not.toBeNull();
    expect(storage.getItem('taskOne')).toBe('1');
  });

  it('isTokenExpired switches exactly at the boundary', () => {
    const token = { value: 'x', time: T0 };
    expect(isTokenExpired(token, T0)).toBe(false);
    expect(isTokenExpired(token, T0 + FOURTEEN_DAYS_MS - 1)).toBe(false);
    expect(isTokenExpired(token, T0 + FOURTEEN_DAYS_MS)).toBe(true);
  });
});

describe('malformed stored values', () => {
  it('treats corrupt JSON in `token` as absent without throwing', () => {
    storage.setItem('token', '{not json');
    storage.setItem('userinfo', JSON.stringify(USER));
    let s: ReturnType<typeof readSession> | undefined;
    expect(() => {
      s = readSession(storage, T0);
    }).not.toThrow();
    expect(s?.token).toBeNull();
    expect(s?.user).toBeNull();
    expect(hasSession(s!)).toBe(false);
  });

  it('treats a bare string token (not the {value, time} JSON) as absent', () => {
    storage.setItem('token', 'tok-abc');
    expect(readSession(storage, T0).token).toBeNull();
    storage.setItem('token', JSON.stringify('tok-abc'));
    expect(readSession(storage, T0).token).toBeNull();
  });

  it.each([
    ['an empty value', { value: '', time: T0 }],
    ['no time', { value: 'tok' }],
    ['a string time', { value: 'tok', time: String(T0) }],
    ['null', null],
  ])('treats a token with %s as absent', (_label, token) => {
    storage.setItem('token', JSON.stringify(token));
    storage.setItem('userinfo', JSON.stringify(USER));
    expect(readSession(storage, T0).token).toBeNull();
  });

  it('treats corrupt JSON in userinfo / sfwow as absent', () => {
    storage.setItem('token', JSON.stringify({ value: 'tok', time: T0 }));
    storage.setItem('userinfo', '{oops');
    storage.setItem('sfwow', 'nope}');
    expect(readSession(storage, T0)).toEqual({ token: { value: 'tok', time: T0 }, user: null, profile: null });
  });
});

describe('clearSession', () => {
  it('removes token, userinfo, sfwow and taskOne but keeps lang', () => {
    writeSession(storage, 'tok-abc', USER, T0);
    storage.setItem('taskOne', '1');
    storage.setItem('lang', 'zh');
    clearSession(storage);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('userinfo')).toBeNull();
    expect(storage.getItem('sfwow')).toBeNull();
    expect(storage.getItem('taskOne')).toBeNull();
    expect(storage.getItem('lang')).toBe('zh');
    expect(storage.length).toBe(1);
  });

  it('is harmless on an empty storage', () => {
    expect(() => clearSession(storage)).not.toThrow();
    expect(storage.length).toBe(0);
  });
});

describe('hasSession', () => {
  const token = { value: 'tok', time: T0 };

  it('is true with a token and userinfo', () => {
    expect(hasSession({ token, user: USER, profile: null })).toBe(true);
  });

  it('is true with a token and only the cached profile', () => {
    expect(hasSession({ token, user: null, profile: USER })).toBe(true);
  });

  it('is false with a token but no user info at all', () => {
    expect(hasSession({ token, user: null, profile: null })).toBe(false);
  });

  it('is false without a token, whatever user info exists', () => {
    expect(hasSession({ token: null, user: USER, profile: USER })).toBe(false);
    expect(hasSession({ token: null, user: null, profile: null })).toBe(false);
  });

  it('follows the stored state end to end', () => {
    expect(hasSession(readSession(storage, T0))).toBe(false);
    writeSession(storage, 'tok-abc', USER, T0);
    expect(hasSession(readSession(storage, T0))).toBe(true);
    storage.removeItem('userinfo');
    expect(hasSession(readSession(storage, T0))).toBe(true); // sfwow still there
    storage.removeItem('sfwow');
    expect(hasSession(readSession(storage, T0))).toBe(false);
  });
});
