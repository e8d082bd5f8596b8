// The fake edge behaves as the real transport does towards RTK Query: data, business refusals
// with their retCode, failures without one; it records what the endpoints sent and can hold or
// delay its answers.
import { api, request } from '../store/api';
import { createTestStore } from './render-with-providers';
import { fail, fakeTransport, refuse } from './fake-transport';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeWallet: build.query<unknown, void>({ query: () => request('user/userWallet', {}) }),
    probeTransfer: build.mutation<unknown, { from: 'stock' | 'coin'; amount: string; requestId: string }>({
      query: (req) => request('user/transferWallet', req, true),
    }),
  }),
});

const TRANSFER = { from: 'stock', amount: '10.00', requestId: 'transfer-1' } as const;

describe('fakeTransport', () => {
  it('answers a path with its data and records the call as the endpoint built it', async () => {
    const fake = fakeTransport({ 'user/userWallet': { totalAssets: '1.00' } as never });
    const { store } = createTestStore({ transport: fake.transport });
    const result = await store.dispatch(probeApi.endpoints.probeWallet.initiate());
    expect(result.data).toEqual({ totalAssets: '1.00' });
    expect(fake.calls).toEqual([{ path: 'user/userWallet', body: {}, silent: false }]);
    expect(fake.paths()).toEqual(['user/userWallet']);
  });

  it("refuses with a retCode and the provider's text, or fails without one", async () => {
    const fake = fakeTransport({ 'user/transferWallet': refuse(2002, 'Insufficient wallet balance') });
    const { store } = createTestStore({ transport: fake.transport });
    await expect(store.dispatch(probeApi.endpoints.probeTransfer.initiate(TRANSFER)).unwrap()).rejects.toEqual({
      kind: 'business-error',
      retCode: 2002,
      message: 'Insufficient wallet balance',
    });
    fake.answer('user/transferWallet', fail('timeout', 'slow'));
    await expect(store.dispatch(probeApi.endpoints.probeTransfer.initiate(TRANSFER)).unwrap()).rejects.toEqual({
      kind: 'timeout',
      retCode: null,
      message: 'slow',
    });
    expect(fake.count('user/transferWallet')).toBe(2);
  });

  it('answers from a function of the body', async () => {
    const fake = fakeTransport({ 'user/transferWallet': (body) => (body.amount === '10.00' ? null : refuse(2000)) });
    const { store } = createTestStore({ transport: fake.transport });
    await expect(store.dispatch(probeApi.endpoints.probeTransfer.initiate(TRANSFER)).unwrap()).resolves.toBeNull();
    expect(fake.callsTo('user/transferWallet')[0].body).toEqual(TRANSFER);
  });

  it('names a path it has no answer for', async () => {
    const fake = fakeTransport();
    const { store } = createTestStore({ transport: fake.transport });
    const result = await store.dispatch(probeApi.endpoints.probeWallet.initiate(undefined, { forceRefetch: true }));
    expect(result.error).toEqual({ kind: 'network', retCode: null, message: 'fakeTransport: no answer for user/userWallet' });
  });

  it('holds its answers until released (a call in flight)', async () => {
    const fake = fakeTransport({ 'user/transferWallet': null });
    const { store } = createTestStore({ transport: fake.transport });
    const release = fake.hold();
    let settled = false;
    const call = store
      .dispatch(probeApi.endpoints.probeTransfer.initiate(TRANSFER))
      .unwrap()
      .then(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fake.count('user/transferWallet')).toBe(1);
    expect(settled).toBe(false);
    release();
    await call;
    expect(settled).toBe(true);
  });

  it('answers after a delay', async () => {
    jest.useFakeTimers();
    try {
      const fake = fakeTransport({ 'user/transferWallet': null }, { delayMs: 1000 });
      const { store } = createTestStore({ transport: fake.transport });
      let settled = false;
      const call = store
        .dispatch(probeApi.endpoints.probeTransfer.initiate(TRANSFER))
        .unwrap()
        .then(() => {
          settled = true;
        });
      await jest.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
