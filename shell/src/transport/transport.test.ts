// docs/product.md §7 (calls: POST, form body + lang, Authorization / time / sign) and §8 (error catalogue),
// §4 (102/103) and §9 (toast and redirect durations), driven end to end: a real store from
// createAppStore, a real RTK Query mutation on the one shared api, the real session-expiry
// handler and real i18n. Only the edge is fake: `fetch`, `toast`, `relaunch`, the clock.
import { INLINE_DATA_IDS } from '@app/shared';
import {
  api,
  initI18n,
  sessionStarted,
  type ApiError,
  type ApiRequest,
  type RequestLanguage,
  type UiLanguage,
  type UserInfo,
} from '@app/shared';
import { createAppStore, type ShellStore } from '../store/create-store';
import { createSessionExpiryHandler } from '../session/session-expiry';
import { createTransport } from './transport';
import { ROUTE_DATA_MAX_AGE_MS, readRouteData } from './route-data';

const i18n = initI18n('en');
const NO_NETWORK = 'Network request failed, please check your network settings'; // en common network.noNetwork
const NOW = 1772341200000;

const USER: UserInfo = {
  uid: 'U100001',
  account: 'alice@example.com',
  accountType: 'email',
  nickname: 'Alice',
  realNameStatus: 2,
  inviteCode: 'INV42',
  createdAt: 1767225600000,
};

// A pass-through mutation: the test states the exact request, the transport does the rest.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    call: build.mutation<unknown, ApiRequest>({ query: (req) => req }),
  }),
});

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  fields: Record<string, string>;
  signal: AbortSignal;
}

type Respond = (sent: Sent) => Promise<Response>;

function fakeResponse(status: number, body: unknown): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
  } as unknown as Response;
}

const envelope = (retCode: number, message = '', data: unknown = null) => fakeResponse(200, { retCode, message, data });

function setup(respond: Respond = async () => envelope(0, '', { ok: true }), takeInline?: (key: string) => unknown) {
  const sent: Sent[] = [];
  const toast = jest.fn<void, [string, number]>();
  const relaunch = jest.fn<void, [string, unknown]>();
  let lang: RequestLanguage = 'en_US';
  let uiLanguage: UiLanguage | undefined;
  let store: ShellStore | null = null;

  const fakeFetch: typeof fetch = (input, init) => {
    const request: Sent = {
      url: String(input),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
      fields: Object.fromEntries(new URLSearchParams(String(init?.body))),
      signal: init!.signal!,
    };
    sent.push(request);
    return respond(request);
  };

  const transport = createTransport({
    fetch: fakeFetch,
    takeInline,
    secrets: __SIGN_SECRETS__,
    now: () => NOW,
    lang: () => lang,
    uiLanguage: () => uiLanguage!,
    toast,
    text: () => ({ noNetwork: i18n.t('network.noNetwork'), aborted: i18n.t('network.aborted') }),
    onSessionExpired: createSessionExpiryHandler({
      storage: window.localStorage,
      store: () => store!,
      here: () => '/pages/home/orderlist',
      toast,
      relaunch,
      fallbackMessage: () => i18n.t('session.loginFirst'),
    }),
  });
  store = createAppStore({ transport, storage: window.localStorage, now: () => NOW });
  const s = store;

  const call = async (req: ApiRequest): Promise<{ data?: unknown; error?: ApiError }> => {
    const result = await s.dispatch(probeApi.endpoints.call.initiate(req));
    return 'error' in result ? { error: result.error as ApiError } : { data: result.data };
  };

  return {
    store: s,
    sent,
    toast,
    relaunch,
    call,
    setLang: (l: RequestLanguage) => {
      lang = l;
    },
    setUiLanguage: (l: UiLanguage) => {
      uiLanguage = l;
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('content language (Accept-Language beside lang)', () => {
  it('sends the interface language as Accept-Language, read at call time, outside the signed body', async () => {
    const { sent, call, setLang, setUiLanguage } = setup();
    setUiLanguage('ja');
    await call({ path: 'websitebanner/queryBannerList' });
    expect(sent[0].headers['Accept-Language']).toBe('ja');
    expect(sent[0].fields).toEqual({ lang: 'en_US' });
    setLang('zh_CN');
    setUiLanguage('zh-Hant');
    await call({ path: 'websitebanner/queryBannerList', body: { page: 2 } });
    expect(sent[1].headers['Accept-Language']).toBe('zh-Hant');
  });

  it('takes an inline answer only under the key of its interface language', async () => {
    const keys: string[] = [];
    const { sent, call, setUiLanguage } = setup(undefined, (key) => {
      keys.push(key);
      return key.endsWith('#ja') ? { retCode: 0, message: '', data: ['inline'] } : undefined;
    });
    setUiLanguage('ja');
    expect((await call({ path: 'websitebanner/queryBannerList' })).data).toEqual(['inline']);
    expect(keys).toEqual(['websitebanner/queryBannerList?lang=en_US#ja']);
    expect(sent).toHaveLength(0);
  });
});

describe('request shape (docs/product.md §7)', () => {
  it('POSTs a form body of the caller fields plus lang to /api/<group>/<name>', async () => {
    const { sent, call } = setup();
    await call({ path: 'user/login', body: { account: 'alice', password: 'pw123' } });

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/user/login');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent[0].fields).toEqual({ account: 'alice', password: 'pw123', lang: 'en_US' });
  });

  it('reads lang at call time', async () => {
    const { sent, call, setLang } = setup();
    setLang('zh_CN');
    await call({ path: 'product/productList', body: { page: 2 } });
    expect(sent[0].fields).toEqual({ page: '2', lang: 'zh_CN' });
  });

  it('sends time from the injected clock and sign = md5(key-sorted values + main secret)', async () => {
    const { sent, call } = setup();
    await call({ path: 'user/login', body: { password: 'pw123', account: 'alice' } });

    expect(sent[0].headers.time).toBe(String(NOW));
    // keys sorted: account, lang, password
    // LC_ALL=C.utf8 printf '%s' 'aliceen_USpw123test-main-secret' | md5sum
    expect(sent[0].headers.sign).toBe('1eef8e0cc71ce771eeb26430a2bd193e');
  });

  it('signs numbers as their string form', async () => {
    const { sent, call } = setup();
    await call({ path: 'product/productList', body: { page: 2, pageSize: 20 } });
    // keys sorted: lang, page, pageSize
    // printf '%s' 'en_US220test-main-secret' | md5sum
    expect(sent[0].headers.sign).toBe('2f2f3258a068a2c3c104a35d20fa9df4');
  });

  it('uses the chat secret for paths under chat/', async () => {
    const { sent, call } = setup();
    await call({ path: 'chat/send', body: { content: 'hello' } });
    expect(sent[0].url).toBe('/api/chat/send');
    // printf '%s' 'helloen_UStest-chat-secret' | md5sum
    expect(sent[0].headers.sign).toBe('d86183c13b8f95b4c38b15f53b9cf9f3');
    // printf '%s' 'helloen_UStest-main-secret' | md5sum   (what the main secret would give: wrong)
    expect(sent[0].headers.sign).not.toBe('1fbff2841085f81d64c55ccd2b5fda6f');
  });

  it('sends an empty Authorization without a session', async () => {
    const { sent, call } = setup();
    await call({ path: 'user/userInfo', body: {} });
    expect(sent[0].headers.Authorization).toBe('');
    // printf '%s' 'en_UStest-main-secret' | md5sum
    expect(sent[0].headers.sign).toBe('6a55251fd03b6f7ddc7126c8bbc7564a');
  });

  it("sends the store's session token as Authorization", async () => {
    const { store, sent, call } = setup();
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    await call({ path: 'user/userInfo', body: {} });
    expect(sent[0].headers.Authorization).toBe('tok-alice');
  });

  it('sends the token the store preloaded from the device', async () => {
    window.localStorage.setItem('token', JSON.stringify({ value: 'tok-stored', time: NOW - 1000 }));
    window.localStorage.setItem('userinfo', JSON.stringify(USER));
    const { sent, call } = setup();
    await call({ path: 'user/userInfo', body: {} });
    expect(sent[0].headers.Authorization).toBe('tok-stored');
  });
});

describe('the time of a request (the provider accepts a signed request once, within minutes of its clock)', () => {
  it('gives two calls in the same millisecond two times, so two identical calls meant as two are two signed requests', async () => {
    const { sent, call } = setup();
    await call({ path: 'product/collect', body: { code: 'AAPL' } });
    await call({ path: 'product/collect', body: { code: 'AAPL' } });
    expect([sent[0].headers.time, sent[1].headers.time]).toEqual([String(NOW), String(NOW + 1)]);
    expect(sent[0].headers.sign).toBe(sent[1].headers.sign);
  });

  it('a refusal for the time sets the clock by the provider and sends the call again, once; later calls keep the clock', async () => {
    const serverTime = NOW + 3_600_000;
    let answers = 0;
    const { sent, call, toast } = setup(async (request) => {
      answers += 1;
      if (Math.abs(Number(request.headers.time) - serverTime) > 300_000)
        return fakeResponse(401, { retCode: 105, message: 'The request time is out of range', data: { serverTime } });
      return envelope(0, '', { ok: answers });
    });
    expect(await call({ path: 'user/transferWallet', body: { from: 'stock', amount: '1', requestId: 'transfer-1' } })).toEqual({
      data: { ok: 2 },
    });
    expect(sent.map((s) => s.headers.time)).toEqual([String(NOW), String(serverTime)]);
    expect(sent[1].fields).toEqual(sent[0].fields);
    expect(sent[1].headers.sign).toBe(sent[0].headers.sign);
    await call({ path: 'user/userWallet', body: {} });
    expect(sent[2].headers.time).toBe(String(serverTime + 1));
    expect(toast).not.toHaveBeenCalled();
  });

  it('a second refusal for the time is shown, not sent a third time', async () => {
    const { sent, call, toast } = setup(async () =>
      fakeResponse(401, { retCode: 105, message: 'The request time is out of range', data: { serverTime: NOW + 3_600_000 } }),
    );
    const result = await call({ path: 'user/userWallet', body: {} });
    expect(sent).toHaveLength(2);
    expect(result.error).toMatchObject({ kind: 'http-error', message: 'The request time is out of range' });
    expect(toast).toHaveBeenCalledWith('The request time is out of range', 2000);
  });
});

describe('error catalogue (docs/product.md §8)', () => {
  it('retCode 0: the data is passed on, nothing is shown', async () => {
    const { call, toast } = setup(async () => envelope(0, 'ok', { list: [1, 2], total: 2 }));
    expect(await call({ path: 'product/productList', body: {} })).toEqual({ data: { list: [1, 2], total: 2 } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('HTTP status other than 200: the response message is toasted for 2 s, error kind http-error', async () => {
    const { call, toast } = setup(async () => fakeResponse(502, { message: 'Bad gateway' }));
    const result = await call({ path: 'product/productList', body: {} });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Bad gateway', 2000);
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ kind: 'http-error', message: 'Bad gateway' });
  });

  it('HTTP error without a message falls back to the translated no-network tip', async () => {
    const { call, toast } = setup(async () => fakeResponse(500, undefined));
    const result = await call({ path: 'product/productList', body: {} });
    expect(toast).toHaveBeenCalledWith(NO_NETWORK, 2000);
    expect(result.error?.kind).toBe('http-error');
  });

  describe('any other retCode: returned to the caller, message shown 2 s (≤ 50 chars) or 4 s (> 50)', () => {
    it('a 50-character message stays 2 s', async () => {
      const message = 'x'.repeat(50);
      const { call, toast } = setup(async () => envelope(1004, message));
      const result = await call({ path: 'user/login', body: { account: 'a', password: 'b' } });
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith(message, 2000);
      expect(result.error).toEqual({ kind: 'business-error', retCode: 1004, message });
    });

    it('a 51-character message stays 4 s', async () => {
      const message = 'y'.repeat(51);
      const { call, toast } = setup(async () => envelope(1008, message));
      const result = await call({ path: 'user/login', body: {} });
      expect(toast).toHaveBeenCalledWith(message, 4000);
      expect(result.error).toEqual({ kind: 'business-error', retCode: 1008, message });
    });

    it('an empty message shows nothing, the result still reaches the caller', async () => {
      const { call, toast } = setup(async () => envelope(1500, ''));
      const result = await call({ path: 'user/login', body: {} });
      expect(toast).not.toHaveBeenCalled();
      expect(result.error).toEqual({ kind: 'business-error', retCode: 1500, message: '' });
    });

    it('a silent request leaves the message to the caller', async () => {
      const { call, toast } = setup(async () => envelope(1004, 'Wrong password'));
      const result = await call({ path: 'user/login', body: {}, silent: true });
      expect(toast).not.toHaveBeenCalled();
      expect(result.error).toEqual({ kind: 'business-error', retCode: 1004, message: 'Wrong password' });
    });

    it('does not touch the session', async () => {
      const { store, call } = setup(async () => envelope(1004, 'Wrong password'));
      store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
      await call({ path: 'user/userInfo', body: {} });
      expect(store.getState().session.token).toBe('tok-alice');
      expect(window.localStorage.getItem('token')).not.toBeNull();
    });
  });

  it('network failure: the translated no-network tip for 2 s, error kind network', async () => {
    const { call, toast } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await call({ path: 'product/productList', body: {} });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(NO_NETWORK, 2000);
    expect(result.error).toEqual({ kind: 'network', retCode: null, message: NO_NETWORK });
  });

  describe('60 s request timeout (docs/product.md §9)', () => {
    // A fetch that never answers but honours its AbortSignal, as the browser's does.
    const hanging: Respond = (sent) =>
      new Promise<Response>((_resolve, reject) => {
        sent.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });

    it('aborts the fetch after 60 s: error kind timeout and the no-network tip', async () => {
      jest.useFakeTimers();
      const { sent, call, toast } = setup(hanging);
      let settled: { data?: unknown; error?: ApiError } | null = null;
      void call({ path: 'product/productList', body: {} }).then((r) => {
        settled = r;
      });

      await jest.advanceTimersByTimeAsync(59_999);
      expect(sent).toHaveLength(1);
      expect(sent[0].signal.aborted).toBe(false);
      expect(settled).toBeNull();

      await jest.advanceTimersByTimeAsync(1);
      expect(sent[0].signal.aborted).toBe(true);
      expect(settled).toEqual({ error: { kind: 'timeout', retCode: null, message: NO_NETWORK } });
      expect(toast).toHaveBeenCalledWith(NO_NETWORK, 2000);
    });

    it('a request the caller aborts is not toasted', async () => {
      jest.useFakeTimers();
      const { store, sent, toast } = setup(hanging);
      const pending = store.dispatch(probeApi.endpoints.call.initiate({ path: 'product/productList', body: {} }));
      await jest.advanceTimersByTimeAsync(0);
      pending.abort();
      const result = await pending;
      expect(sent[0].signal.aborted).toBe(true);
      expect('error' in result).toBe(true);
      expect(toast).not.toHaveBeenCalled();
    });
  });
});

describe('retCode 102 / 103: session cleared, message shown, relaunch (docs/product.md §4)', () => {
  function seedDevice(store: ShellStore) {
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    window.localStorage.setItem('taskOne', '1');
    window.localStorage.setItem('lang', 'en');
  }

  function expectSessionCleared(store: ShellStore) {
    for (const key of ['token', 'userinfo', 'sfwow', 'taskOne']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem('lang')).toBe('en');
    // The page it happened on stays until the relaunch (session-expiry.test.tsx shows it on screen).
    expect(store.getState().session).toEqual({ token: null, user: null, endedOn: '/pages/home/orderlist' });
  }

  it.each([102, 103])('retCode %i on a main request: relaunch to open-account after 3000 ms, not at 2999', async (retCode) => {
    jest.useFakeTimers();
    const { store, call, toast, relaunch } = setup(async () => envelope(retCode, 'Please log in again'));
    seedDevice(store);
    expect(window.localStorage.getItem('token')).not.toBeNull(); // precondition

    const result = await call({ path: 'user/userInfo', body: {} });

    expect(result.error).toEqual({ kind: 'session-expired', retCode, message: 'Please log in again' });
    expectSessionCleared(store);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0][0]).toBe('Please log in again');
    expect(relaunch).not.toHaveBeenCalled();

    jest.advanceTimersByTime(2999);
    expect(relaunch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(relaunch).toHaveBeenCalledTimes(1);
    expect(relaunch).toHaveBeenCalledWith('/pages/home/openaccount', { from: '/pages/home/orderlist' });
  });

  it('a 102 without a message shows the translated "Please log in first"', async () => {
    jest.useFakeTimers();
    const { store, call, toast } = setup(async () => envelope(102, ''));
    seedDevice(store);
    await call({ path: 'user/userInfo', body: {} });
    expect(toast.mock.calls[0][0]).toBe('Please log in first');
  });

  it('on a chat request: relaunch to the login page after 2000 ms, not at 1999', async () => {
    jest.useFakeTimers();
    const { store, call, relaunch, toast } = setup(async () => envelope(103, 'Expired'));
    seedDevice(store);

    await call({ path: 'chat/send', body: { content: 'hello' } });

    expectSessionCleared(store);
    expect(toast.mock.calls[0][0]).toBe('Expired');
    jest.advanceTimersByTime(1999);
    expect(relaunch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(relaunch).toHaveBeenCalledTimes(1);
    expect(relaunch).toHaveBeenCalledWith('/pages/login/login', { from: '/pages/home/orderlist' });
  });

  it('two 103s at once relaunch once', async () => {
    jest.useFakeTimers();
    const { store, call, relaunch, toast } = setup(async () => envelope(103, 'Expired'));
    seedDevice(store);

    const [a, b] = await Promise.all([call({ path: 'user/userInfo', body: {} }), call({ path: 'lever/myLeverRecord', body: {} })]);

    expect(a.error?.kind).toBe('session-expired');
    expect(b.error?.kind).toBe('session-expired');
    expect(toast).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(relaunch).toHaveBeenCalledTimes(1);
  });

  it('a later 103, after the relaunch, relaunches again', async () => {
    jest.useFakeTimers();
    const { store, call, relaunch } = setup(async () => envelope(103, 'Expired'));
    seedDevice(store);
    await call({ path: 'user/userInfo', body: {} });
    jest.advanceTimersByTime(3000);
    expect(relaunch).toHaveBeenCalledTimes(1);

    seedDevice(store);
    await call({ path: 'user/userInfo', body: {} });
    expectSessionCleared(store);
    jest.advanceTimersByTime(3000);
    expect(relaunch).toHaveBeenCalledTimes(2);
  });
});

describe('answers index.html carries (route data)', () => {
  const page = (answers: Record<string, unknown>) => {
    const doc = document.implementation.createHTMLDocument('index');
    doc.body.innerHTML = `<script type="application/json" id="${INLINE_DATA_IDS.routeData}">${JSON.stringify(answers)}</script>`;
    return doc;
  };
  const LIST = { retCode: 0, message: 'ok', data: { list: [{ code: 'AAPL' }], total: 1 } };

  it('answers the first matching request from the page, once; the next one goes to the network', async () => {
    const take = readRouteData(page({ 'product/productList?lang=en_US&page=1&pageSize=100': LIST }), () => 100);
    const { call, sent } = setup(async () => envelope(0, '', { list: [], total: 0 }), take);
    expect(await call({ path: 'product/productList', body: { pageSize: 100, page: 1 } })).toEqual({ data: LIST.data });
    expect(sent).toHaveLength(0);
    expect(await call({ path: 'product/productList', body: { pageSize: 100, page: 1 } })).toEqual({ data: { list: [], total: 0 } });
    expect(sent).toHaveLength(1);
  });

  it('asks the network for other fields, another language, or once the page is no longer fresh', async () => {
    const answers = { 'product/productList?lang=zh_CN&page=1&pageSize=100': LIST, 'product/countrys?lang=en_US': LIST };
    let age = 0;
    const take = readRouteData(page(answers), () => age);
    const { call, sent } = setup(undefined, take);
    await call({ path: 'product/productList', body: { page: 2, pageSize: 100 } });
    await call({ path: 'product/productList', body: { page: 1, pageSize: 100 } }); // en_US: not carried
    age = ROUTE_DATA_MAX_AGE_MS + 1;
    await call({ path: 'product/countrys', body: {} });
    expect(sent.map((r) => r.url)).toEqual(['/api/product/productList', '/api/product/productList', '/api/product/countrys']);
  });

  it('an error answer is handled like one from the network', async () => {
    const take = readRouteData(page({ 'product/countrys?lang=en_US': { retCode: 500, message: 'Server error', data: null } }), () => 0);
    const { call, toast } = setup(undefined, take);
    const result = await call({ path: 'product/countrys', body: {} });
    expect(result.error?.kind).toBe('business-error');
    expect(toast).toHaveBeenCalled();
  });

  it('a page without route data, or with a broken one, answers nothing', () => {
    expect(readRouteData(document.implementation.createHTMLDocument('x'), () => 0)('product/countrys?lang=en_US')).toBeUndefined();
    const doc = document.implementation.createHTMLDocument('x');
    doc.body.innerHTML = `<script type="application/json" id="${INLINE_DATA_IDS.routeData}">{oops</script>`;
    expect(readRouteData(doc, () => 0)('product/countrys?lang=en_US')).toBeUndefined();
  });
});
