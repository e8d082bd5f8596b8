/**
 * @jest-environment node
 */
import { KEEP_EVERY_MS, MAX_KEPT, OFFLINE_COPY_HEADER, keepKey, withLastAnswers } from './last-answers';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      map.set(k, v);
    },
    removeItem: (k: string) => {
      map.delete(k);
    },
    clear: () => map.clear(),
  };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const flush = () =>
  new Promise((r) => {
    setTimeout(r, 0);
  });
const LIST = { retCode: 0, message: 'ok', data: { list: [{ code: 'AAPL', price: '187.20' }] } };

describe('the last answers of the public quote calls', () => {
  it('keeps only public read calls, by path and form body', () => {
    expect(keepKey('/api/product/productList', 'page=1&lang=en_US')).toBe('lastAnswer:product/productList?page=1&lang=en_US');
    expect(keepKey('/api/user/userWallet', 'lang=en_US')).toBeNull();
    expect(keepKey('/api/product/productList', undefined)).toBeNull();
  });

  it('answers from the last success when the network fails, marked as a copy', async () => {
    const storage = memoryStorage();
    let online = true;
    const net = jest.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok(LIST);
    }) as unknown as typeof fetch;
    const f = withLastAnswers(net, storage, () => 1000);
    await f('/api/product/productList', { method: 'POST', body: 'page=1&lang=en_US' });
    await flush();
    online = false;
    const res = await f('/api/product/productList', { method: 'POST', body: 'page=1&lang=en_US' });
    expect(await res.json()).toEqual(LIST);
    expect(res.headers.get(OFFLINE_COPY_HEADER)).toBe('1000');
    // Another question was never answered: the failure stands.
    await expect(f('/api/product/productList', { method: 'POST', body: 'page=2&lang=en_US' })).rejects.toThrow('Failed to fetch');
  });

  it('keeps no failure (retCode other than 0) and no private call', async () => {
    const storage = memoryStorage();
    const f = withLastAnswers((async () => ok({ retCode: 500, message: 'no' })) as unknown as typeof fetch, storage);
    await f('/api/product/productList', { method: 'POST', body: 'lang=en_US' });
    await f('/api/user/userWallet', { method: 'POST', body: 'lang=en_US' });
    await flush();
    expect(storage.length).toBe(0);
  });

  it('an abort is not answered from the copy', async () => {
    const storage = memoryStorage();
    storage.setItem('lastAnswer:product/productList?lang=en_US', JSON.stringify({ at: 1, body: JSON.stringify(LIST) }));
    const controller = new AbortController();
    controller.abort();
    const f = withLastAnswers(
      (async () => {
        throw new DOMException('Aborted', 'AbortError');
      }) as unknown as typeof fetch,
      storage,
    );
    await expect(f('/api/product/productList', { method: 'POST', body: 'lang=en_US', signal: controller.signal })).rejects.toThrow(
      'Aborted',
    );
  });

  it(`keeps at most ${MAX_KEPT} answers, the oldest going first`, async () => {
    const storage = memoryStorage();
    let now = 0;
    const f = withLastAnswers((async () => ok(LIST)) as unknown as typeof fetch, storage, () => {
      now += 1;
      return now;
    });
    for (let i = 0; i < MAX_KEPT + 5; i += 1) {
      await f('/api/product/queryProductPrice', { method: 'POST', body: `code=C${i}&lang=en_US` });
      await flush();
    }
    expect(storage.length).toBe(MAX_KEPT);
    expect(storage.getItem('lastAnswer:product/queryProductPrice?code=C0&lang=en_US')).toBeNull();
    expect(storage.getItem(`lastAnswer:product/queryProductPrice?code=C${MAX_KEPT + 4}&lang=en_US`)).not.toBeNull();
  });

  it(`refreshes a call's copy at most every ${KEEP_EVERY_MS / 1000} s, however often it is polled; a refusal does not hold the next success back`, async () => {
    const storage = memoryStorage();
    const writes = jest.spyOn(storage, 'setItem');
    let now = 0;
    let price = 0;
    let refuse = false;
    const f = withLastAnswers(
      (async () => (refuse ? ok({ retCode: 500, message: 'no' }) : ok({ ...LIST, n: (price += 1) }))) as unknown as typeof fetch,
      storage,
      () => now,
    );
    const poll = async () => {
      await f('/api/product/productList', { method: 'POST', body: 'lang=en_US' });
      await flush();
    };
    const kept = () => JSON.parse(JSON.parse(storage.getItem('lastAnswer:product/productList?lang=en_US')!).body).n;
    for (let i = 0; i < 10; i += 1) {
      await poll();
      now += 3000;
    } // ten polls, 3 s apart
    expect(writes).toHaveBeenCalledTimes(1);
    expect(kept()).toBe(1);
    now = KEEP_EVERY_MS;
    refuse = true;
    await poll();
    refuse = false;
    now += 1000;
    await poll();
    expect(writes).toHaveBeenCalledTimes(2);
    expect(kept()).toBe(price);
  });
});
