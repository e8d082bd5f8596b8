// The multipart helper (common/uploadFile): signed like every call (the non-file fields, main
// secret, Authorization / time / sign), the file last, upload progress reported, and the answers
// handled by the same error catalogue (docs/product.md §8) and session rule (docs/product.md §4) as a form call.
// A real store from createAppStore and the real transport; only the sender, toast, relaunch fake.
import { ACCOUNT_RET_CODES, initI18n, sessionStarted, uploadFile, type UserInfo } from '@app/shared';
import { PATH } from '@app/shared/routes';
import { createAppStore } from '../store/create-store';
import { createSessionExpiryHandler } from '../session/session-expiry';
import { createTransport } from './transport';
import { xhrSendMultipart, type MultipartAnswer, type MultipartSend } from './multipart-xhr';

const i18n = initI18n('en');
const NOW = 1772341200000;
const USER: UserInfo = {
  uid: '10000001',
  account: 'a@example.com',
  accountType: 'email',
  nickname: 'a',
  realNameStatus: 0,
  inviteCode: 'ABC123',
  createdAt: NOW,
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function setup(answer: (send: MultipartSend) => Promise<MultipartAnswer>) {
  const sent: MultipartSend[] = [];
  const toast = jest.fn<void, [string, number]>();
  const relaunch = jest.fn<void, [string, unknown]>();
  let store: ReturnType<typeof createAppStore> | null = null;
  const transport = createTransport({
    fetch: () => Promise.reject(new Error('a multipart call must not use fetch')),
    sendMultipart: (send) => {
      sent.push(send);
      return answer(send);
    },
    secrets: __SIGN_SECRETS__,
    now: () => NOW,
    lang: () => 'en_US',
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
  store.dispatch(sessionStarted({ token: 'tok-123', user: USER }));
  return { store, sent, toast, relaunch };
}

const ok = (data: unknown): Promise<MultipartAnswer> => Promise.resolve({ status: 200, body: { retCode: 0, message: 'success', data } });

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('uploadFile through the transport', () => {
  it('POSTs to /api/common/uploadFile with the token, time and the main-secret sign of the fields; fields first, file last', async () => {
    const { store, sent } = setup(() => ok({ id: 'f1', url: '/uploads/f1' }));
    const file = new File([PNG], 'front.png', { type: 'image/png' });
    const result = await store.dispatch(uploadFile(file));
    expect(result).toEqual({ data: { id: 'f1', url: '/uploads/f1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/common/uploadFile');
    // printf '%s' 'en_UStest-main-secret' | md5sum
    expect(sent[0].headers).toEqual({ Authorization: 'tok-123', time: String(NOW), sign: '6a55251fd03b6f7ddc7126c8bbc7564a' });
    expect(sent[0].headers).not.toHaveProperty('Content-Type');
    const entries = [...sent[0].body.entries()];
    expect(entries.map(([k]) => k)).toEqual(['lang', 'file']);
    expect(entries[0][1]).toBe('en_US');
    expect((entries[1][1] as File).name).toBe('front.png');
    expect((entries[1][1] as File).size).toBe(PNG.length);
  });

  it('reports upload progress to the caller', async () => {
    const progress = jest.fn();
    const { store } = setup((send) => {
      send.onProgress?.({ loaded: 5, total: 10 });
      send.onProgress?.({ loaded: 10, total: 10 });
      return ok({ id: 'f2', url: '/uploads/f2' });
    });
    await store.dispatch(uploadFile(new Blob([PNG]), { fileName: 'x.png', onProgress: progress }));
    expect(progress.mock.calls).toEqual([[{ loaded: 5, total: 10 }], [{ loaded: 10, total: 10 }]]);
  });

  it("a refused file: the provider's translated message is toasted and returned (silent: only returned)", async () => {
    const refusal = () =>
      Promise.resolve({
        status: 200,
        body: { retCode: ACCOUNT_RET_CODES.UPLOAD_NOT_IMAGE, message: 'Only PNG, JPEG or WebP images can be uploaded', data: null },
      });
    const loud = setup(refusal);
    const result = await loud.store.dispatch(uploadFile(new Blob(['x'])));
    expect(result).toEqual({ error: { kind: 'business-error', retCode: 2610, message: 'Only PNG, JPEG or WebP images can be uploaded' } });
    expect(loud.toast).toHaveBeenCalledWith('Only PNG, JPEG or WebP images can be uploaded', 2000);
    const quiet = setup(refusal);
    await quiet.store.dispatch(uploadFile(new Blob(['x']), { silent: true }));
    expect(quiet.toast).not.toHaveBeenCalled();
  });

  it('a 103 ends the session and relaunches to the open-account page after 3 s (main variant)', async () => {
    jest.useFakeTimers();
    const { store, toast, relaunch } = setup(() =>
      Promise.resolve({ status: 200, body: { retCode: 103, message: 'Login expired, please log in again', data: null } }),
    );
    const result = await store.dispatch(uploadFile(new Blob(['x'])));
    expect(result).toEqual({ error: { kind: 'session-expired', retCode: 103, message: 'Login expired, please log in again' } });
    expect(store.getState().session.token).toBeNull();
    expect(toast).toHaveBeenCalledWith('Login expired, please log in again', 3000);
    jest.advanceTimersByTime(2999);
    expect(relaunch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(relaunch).toHaveBeenCalledWith(PATH.openAccount, { from: '/pages/home/orderlist' });
  });

  it('a network failure shows the translated no-network tip', async () => {
    const { store, toast } = setup(() => Promise.reject(new TypeError('offline')));
    const result = await store.dispatch(uploadFile(new Blob(['x'])));
    expect(result).toEqual({ error: { kind: 'network', retCode: null, message: i18n.t('network.noNetwork') } });
    expect(toast).toHaveBeenCalledWith(i18n.t('network.noNetwork'), 2000);
  });

  it('a caller abort is not toasted', async () => {
    const controller = new AbortController();
    const { store, toast } = setup(
      (send) =>
        new Promise((_resolve, reject) => {
          send.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = store.dispatch(uploadFile(new Blob(['x']), { signal: controller.signal }));
    controller.abort();
    expect(await pending).toEqual({ error: { kind: 'network', retCode: null, message: i18n.t('network.aborted') } });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('xhrSendMultipart', () => {
  class FakeXhr {
    static last: FakeXhr;
    headers: Record<string, string> = {};
    opened: [string, string] | null = null;
    sentBody: unknown = null;
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.opened = [method, url];
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.sentBody = body;
    }
    abort() {
      this.onabort?.();
    }
  }
  const send = xhrSendMultipart(() => new FakeXhr() as unknown as XMLHttpRequest);

  it('sends the headers and body, forwards progress and parses the JSON answer', async () => {
    const progress = jest.fn();
    const body = new FormData();
    const pending = send({
      url: '/api/common/uploadFile',
      headers: { sign: 's', time: '1', Authorization: 't' },
      body,
      signal: new AbortController().signal,
      onProgress: progress,
    });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/common/uploadFile']);
    expect(xhr.headers).toEqual({ sign: 's', time: '1', Authorization: 't' });
    expect(xhr.sentBody).toBe(body);
    xhr.upload.onprogress?.({ loaded: 3, total: 9, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 4, total: 0, lengthComputable: false });
    xhr.status = 200;
    xhr.responseText = '{"retCode":0,"message":"","data":{"id":"a"}}';
    xhr.onload?.();
    expect(await pending).toEqual({ status: 200, body: { retCode: 0, message: '', data: { id: 'a' } } });
    expect(progress.mock.calls).toEqual([[{ loaded: 3, total: 9 }], [{ loaded: 4, total: 0 }]]);
  });

  it('answers a non-JSON body as undefined, rejects on network error and abort', async () => {
    const a = send({ url: '/x', headers: {}, body: new FormData(), signal: new AbortController().signal });
    FakeXhr.last.status = 502;
    FakeXhr.last.responseText = '<html>';
    FakeXhr.last.onload?.();
    expect(await a).toEqual({ status: 502, body: undefined });

    const b = send({ url: '/x', headers: {}, body: new FormData(), signal: new AbortController().signal });
    FakeXhr.last.onerror?.();
    await expect(b).rejects.toThrow('Network request failed');

    const controller = new AbortController();
    const c = send({ url: '/x', headers: {}, body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(c).rejects.toThrow('Aborted');
  });
});
