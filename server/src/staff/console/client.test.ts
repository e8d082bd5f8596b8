// The console's client of the staff API: what it sends (a signed form POST with `lang`, the time
// and the staff token), one time per request, the clock corrected by the provider's serverTime and
// the call sent again once as a new request, and what it tells the console (session over,
// password change first).
import { RetCode } from '@app/shared/contracts';
import { STAFF_RET_CODES } from '@app/shared/staff';
import { sign } from '@app/shared/transport';
import { createStaffClient, NO_ANSWER, requestFields, TOKEN_KEY, type SessionEvent } from './client';

const SECRET = 'staff-test-secret';

interface Sent {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** A client over a fake provider answering `answers` in turn (a function: a failed fetch). */
function setUp(answers: Array<{ status?: number; body: unknown } | (() => never)>, { token = 'tok', now = 1_000_000 } = {}) {
  const sent: Sent[] = [];
  const storage = memoryStorage(token ? { [TOKEN_KEY]: token } : {});
  let clock = now;
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = init!.headers as Record<string, string>;
    sent.push({ url: String(url), headers, fields: Object.fromEntries(new URLSearchParams(String(init!.body))) });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    if (typeof next === 'function') return next();
    return new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body), { status: next.status ?? 200 });
  };
  const events: SessionEvent[] = [];
  const client = createStaffClient({
    secret: SECRET,
    lang: () => 'zh_CN',
    noAnswerMessage: () => 'no answer',
    fetch: fakeFetch as typeof fetch,
    now: () => clock,
    storage,
  });
  client.onSession((e) => events.push(e));
  return { client, sent, storage, events, tick: (ms: number) => (clock += ms) };
}

const ok = (data: unknown) => ({ body: { retCode: 0, message: 'OK', data } });

describe('the staff client', () => {
  it('posts the form to /staff-api/<path>, signed with the staff secret, with lang, time and the token', async () => {
    const { client, sent } = setUp([ok({ id: 3, login: 'rita' })]);
    const result = await client.call('admin/createStaff', { login: 'rita', roles: ['reviewer', 'support'] });
    expect(result).toEqual({ ok: true, data: { id: 3, login: 'rita' } });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.url).toBe('/staff-api/admin/createStaff');
    expect(request.fields).toEqual({ login: 'rita', roles: 'reviewer,support', lang: 'zh_CN' });
    expect(request.headers.Authorization).toBe('tok');
    expect(request.headers.time).toBe('1000000');
    expect(request.headers.sign).toBe(sign(request.fields, SECRET));
    expect(request.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('leaves out absent fields and sends numbers as text', () => {
    expect(requestFields({ kind: 'deposits', id: 12, decision: 'approve', reason: undefined })).toEqual({
      kind: 'deposits',
      id: 12,
      decision: 'approve',
    });
  });

  it('gives every request a later time than the one before, so two identical calls are two requests', async () => {
    const { client, sent } = setUp([ok(null), ok(null), ok(null)]);
    await client.call('staff/me', {});
    await client.call('staff/me', {});
    await client.call('staff/me', {});
    expect(sent.map((s) => s.headers.time)).toEqual(['1000000', '1000001', '1000002']);
  });

  it('on a refusal for the time, sets its clock by the provider and sends again once, as a new request', async () => {
    const serverTime = 5_000_000;
    const { client, sent, tick } = setUp([
      { status: 401, body: { retCode: RetCode.REQUEST_TIME_OUT_OF_WINDOW, message: 'time', data: { serverTime } } },
      ok({ login: 'rita' }),
      ok(null),
    ]);
    const result = await client.call('staff/me', {});
    expect(result).toEqual({ ok: true, data: { login: 'rita' } });
    expect(sent).toHaveLength(2);
    expect(sent[1].headers.time).toBe(String(serverTime));
    expect(sent[1].headers.time).not.toBe(sent[0].headers.time);
    expect(sent[1].headers.sign).toBe(sign(sent[1].fields, SECRET));
    // Later calls keep the provider's clock.
    tick(10_000);
    await client.call('staff/me', {});
    expect(sent[2].headers.time).toBe(String(serverTime + 10_000));
  });

  it('sends again only once: a second refusal for the time is the answer', async () => {
    const refusal = {
      status: 401,
      body: { retCode: RetCode.REQUEST_TIME_OUT_OF_WINDOW, message: 'out of window', data: { serverTime: 9 } },
    };
    const { client, sent } = setUp([refusal, refusal]);
    expect(await client.call('staff/me', {})).toEqual({
      ok: false,
      retCode: RetCode.REQUEST_TIME_OUT_OF_WINDOW,
      message: 'out of window',
      data: { serverTime: 9 },
    });
    expect(sent).toHaveLength(2);
  });

  it('answers the provider refusal in its words, and its own words when nothing (or no envelope) came back', async () => {
    const { client } = setUp([
      { body: { retCode: STAFF_RET_CODES.STAFF_ALREADY_DECIDED, message: '该事项已由其他审核员处理', data: null } },
      () => {
        throw new TypeError('Failed to fetch');
      },
      { status: 502, body: '<html>bad gateway</html>' },
    ]);
    const decide = () => client.call('review/decide', { kind: 'deposits', id: 1, decision: 'approve' });
    expect(await decide()).toEqual({ ok: false, retCode: STAFF_RET_CODES.STAFF_ALREADY_DECIDED, message: '该事项已由其他审核员处理' });
    expect(await decide()).toEqual({ ok: false, retCode: NO_ANSWER, message: 'no answer' });
    expect(await decide()).toEqual({ ok: false, retCode: NO_ANSWER, message: 'no answer' });
  });

  it('forgets the token and tells the console when the session is over', async () => {
    const { client, storage, events } = setUp([{ body: { retCode: RetCode.SESSION_EXPIRED, message: 'Session expired', data: null } }]);
    await client.call('review/deposits', {});
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(client.token()).toBeNull();
    expect(events).toEqual([{ kind: 'ended', message: 'Session expired' }]);
  });

  it('tells the console once when several calls find the session over together', async () => {
    const expired = { body: { retCode: RetCode.SESSION_EXPIRED, message: 'Session expired', data: null } };
    const { client, events } = setUp([expired, expired, expired]);
    await Promise.all([client.call('review/deposits', {}), client.call('review/withdrawals', {}), client.call('review/realnames', {})]);
    expect(events).toHaveLength(1);
  });

  it('a refused login is no session ending', async () => {
    const { client, events } = setUp([{ body: { retCode: STAFF_RET_CODES.STAFF_LOGIN_FAILED, message: 'Wrong', data: null } }], {
      token: '',
    });
    expect(await client.call('staff/login', { login: 'a', password: 'b', code: '123456' })).toMatchObject({ ok: false });
    expect(events).toEqual([]);
  });

  it('tells the console when the one-time password must be changed first', async () => {
    const { client, events, storage } = setUp([
      { body: { retCode: STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED, message: 'Change it first', data: null } },
    ]);
    await client.call('admin/staffList', {});
    expect(events).toEqual([{ kind: 'password-change', message: 'Change it first' }]);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
  });

  it('keeps the token in the storage it was given (the tab: sessionStorage)', () => {
    const { client, storage } = setUp([], { token: '' });
    client.setToken('abc');
    expect(storage.getItem(TOKEN_KEY)).toBe('abc');
    client.setToken(null);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });
});
