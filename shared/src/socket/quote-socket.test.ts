// The app's one websocket (docs/product.md §4 "with a token a live socket is opened, and reopened on error";
// ARCHITECTURE "Socket"): connect, reference-counted subscriptions, batched ticks, account
// events, capped exponential backoff with jitter, no reconnect after 4401 or logout.
// The browser WebSocket is replaced by FakeSocket; time by jest's fake timers.
import type { AccountEvent, QuoteTick } from '../contracts/socket';
import { FakeSocket } from '../testing/fake-socket';
import { createQuoteSocket, type QuoteSocketDeps } from './quote-socket';

function tick(code: string, price: string, ts = 1): QuoteTick {
  return { code, price, change: '0.10', changePct: '0.05', high: price, low: price, ts };
}

function setup(overrides: Partial<QuoteSocketDeps> = {}) {
  const onQuotes = jest.fn<void, [QuoteTick[]]>();
  const onEvent = jest.fn<void, [AccountEvent]>();
  const socket = createQuoteSocket({
    url: (token) => `ws://host/websocket/${token}`,
    create: FakeSocket.create,
    onQuotes,
    onEvent,
    flushMs: 100,
    backoffBaseMs: 1000,
    backoffMaxMs: 8000,
    random: () => 0.5,
    ...overrides,
  });
  return { socket, onQuotes, onEvent };
}

/** Opens for `token` and lets the fake server accept. */
function openAndAccept(socket: ReturnType<typeof setup>['socket'], token = 'tok-1'): FakeSocket {
  socket.open(token);
  const ws = FakeSocket.latest();
  ws.serverOpen();
  return ws;
}

beforeEach(() => {
  FakeSocket.reset();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('connecting', () => {
  it('open(token) connects to url(token)', () => {
    const { socket } = setup();
    socket.open('tok-abc');
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe('ws://host/websocket/tok-abc');
    expect(socket.connected).toBe(false);
    FakeSocket.latest().serverOpen();
    expect(socket.connected).toBe(true);
  });

  it('opening for another token closes the previous connection first', () => {
    const { socket } = setup();
    const first = openAndAccept(socket, 'tok-1');
    socket.open('tok-2');
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe('ws://host/websocket/tok-2');
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2); // the old socket's close did not trigger a reconnect
  });
});

describe('subscriptions', () => {
  it('codes wanted before open are subscribed once the socket opens', () => {
    const { socket } = setup();
    socket.want(['AAPL', 'TSLA']);
    socket.open('tok-1');
    const ws = FakeSocket.latest();
    expect(ws.sent).toEqual([]); // still connecting: nothing can be sent yet
    ws.serverOpen();
    expect(ws.messages).toEqual([{ op: 'sub', codes: ['AAPL', 'TSLA'] }]);
  });

  it('want on an open socket subscribes at once', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    socket.want(['AAPL']);
    expect(ws.messages).toEqual([{ op: 'sub', codes: ['AAPL'] }]);
  });

  it('is reference counted: two wants and one release keep the subscription, the second release ends it', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    socket.want(['AAPL']);
    socket.want(['AAPL']);
    expect(ws.messages).toEqual([{ op: 'sub', codes: ['AAPL'] }]);

    socket.release(['AAPL']);
    expect(ws.messages).toEqual([{ op: 'sub', codes: ['AAPL'] }]);

    socket.release(['AAPL']);
    expect(ws.messages).toEqual([
      { op: 'sub', codes: ['AAPL'] },
      { op: 'unsub', codes: ['AAPL'] },
    ]);
  });

  it('only newly wanted codes are sent; releasing a code never wanted sends nothing', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    socket.want(['AAPL']);
    socket.want(['AAPL', 'MSFT']);
    socket.release(['NVDA']);
    expect(ws.messages).toEqual([
      { op: 'sub', codes: ['AAPL'] },
      { op: 'sub', codes: ['MSFT'] },
    ]);
  });

  it('a reconnected socket subscribes to what is still wanted', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    socket.want(['AAPL', 'MSFT']);
    socket.release(['MSFT']);
    ws.serverClose(1006);
    jest.advanceTimersByTime(8000);
    const again = FakeSocket.latest();
    expect(again).not.toBe(ws);
    again.serverOpen();
    expect(again.messages).toEqual([{ op: 'sub', codes: ['AAPL'] }]);
  });
});

describe('ticks are merged and handed over in batches', () => {
  it('many frames within flushMs → onQuotes once, with the latest tick per code', () => {
    const { socket, onQuotes } = setup();
    const ws = openAndAccept(socket);

    ws.emitJson({ type: 'quotes', data: [tick('AAPL', '100.00', 1), tick('MSFT', '300.00', 1)] });
    jest.advanceTimersByTime(40);
    ws.emitJson({ type: 'quotes', data: [tick('AAPL', '101.00', 2)] });
    jest.advanceTimersByTime(40);
    ws.emitJson({ type: 'quotes', data: [tick('AAPL', '102.00', 3), tick('TSLA', '200.00', 3)] });
    expect(onQuotes).not.toHaveBeenCalled();

    jest.advanceTimersByTime(20); // 100 ms after the first frame
    expect(onQuotes).toHaveBeenCalledTimes(1);
    const batch = [...onQuotes.mock.calls[0][0]].sort((a, b) => a.code.localeCompare(b.code));
    expect(batch).toEqual([tick('AAPL', '102.00', 3), tick('MSFT', '300.00', 1), tick('TSLA', '200.00', 3)]);
  });

  it('a later burst is a new batch with only the new ticks', () => {
    const { socket, onQuotes } = setup();
    const ws = openAndAccept(socket);
    ws.emitJson({ type: 'quotes', data: [tick('AAPL', '100.00')] });
    jest.advanceTimersByTime(100);
    ws.emitJson({ type: 'quotes', data: [tick('MSFT', '300.00')] });
    jest.advanceTimersByTime(100);
    expect(onQuotes).toHaveBeenCalledTimes(2);
    expect(onQuotes.mock.calls[1][0]).toEqual([tick('MSFT', '300.00')]);
  });

  it('a thousand ticks in one burst cost one hand-over', () => {
    const { socket, onQuotes } = setup();
    const ws = openAndAccept(socket);
    for (let i = 0; i < 1000; i++) ws.emitJson({ type: 'quotes', data: [tick(`C${i % 50}`, `${i}.00`, i)] });
    jest.advanceTimersByTime(100);
    expect(onQuotes).toHaveBeenCalledTimes(1);
    expect(onQuotes.mock.calls[0][0]).toHaveLength(50);
    expect(onQuotes.mock.calls[0][0].find((q) => q.code === 'C49')?.price).toBe('999.00');
  });

  it('ignores malformed frames, non-quote objects and invalid ticks without throwing', () => {
    const { socket, onQuotes, onEvent } = setup();
    const ws = openAndAccept(socket);
    const garbage: unknown[] = [
      'not json {',
      '',
      'null',
      '42',
      '"quotes"',
      JSON.stringify([tick('AAPL', '1.00')]),
      JSON.stringify({ type: 'pong' }),
      JSON.stringify({ type: 'quotes' }),
      JSON.stringify({ type: 'quotes', data: 'AAPL' }),
      JSON.stringify({ type: 'quotes', data: [null, 7, 'x'] }),
      JSON.stringify({ type: 'quotes', data: [{ ...tick('AAPL', '1.00'), price: 1 }] }),
      JSON.stringify({ type: 'quotes', data: [{ ...tick('AAPL', '1.00'), ts: '1' }] }),
      JSON.stringify({ type: 'quotes', data: [{ price: '1.00' }] }),
      JSON.stringify({ type: 'event', event: 'reboot' }),
      JSON.stringify({ type: 'event' }),
      { type: 'quotes', data: [tick('AAPL', '1.00')] }, // not a text frame
      new ArrayBuffer(8),
      undefined,
    ];
    for (const frame of garbage) expect(() => ws.emit(frame)).not.toThrow();
    jest.advanceTimersByTime(1000);
    expect(onQuotes).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
    expect(socket.connected).toBe(true);

    // …and the socket still works afterwards
    ws.emitJson({ type: 'quotes', data: [tick('AAPL', '5.00')] });
    jest.advanceTimersByTime(100);
    expect(onQuotes).toHaveBeenCalledWith([tick('AAPL', '5.00')]);
  });

  it('keeps the valid ticks of a frame that also carries invalid ones', () => {
    const { socket, onQuotes } = setup();
    const ws = openAndAccept(socket);
    ws.emitJson({ type: 'quotes', data: [{ code: 'BAD' }, tick('AAPL', '2.00')] });
    jest.advanceTimersByTime(100);
    expect(onQuotes).toHaveBeenCalledWith([tick('AAPL', '2.00')]);
  });

  it('ignores frames from a socket it has replaced', () => {
    const { socket, onQuotes } = setup();
    const old = openAndAccept(socket, 'tok-1');
    openAndAccept(socket, 'tok-2');
    old.emitJson({ type: 'quotes', data: [tick('AAPL', '1.00')] });
    jest.advanceTimersByTime(100);
    expect(onQuotes).not.toHaveBeenCalled();
  });
});

describe('account events', () => {
  it.each<AccountEvent>(['balance', 'orders', 'ipo', 'user'])('passes the %s event to onEvent', (event) => {
    const { socket, onEvent } = setup();
    const ws = openAndAccept(socket);
    ws.emitJson({ type: 'event', event });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(event);
  });
});

describe('reconnecting with capped exponential backoff and jitter', () => {
  /** Drops the current connection without it ever opening again; returns the delay until the next connect. */
  function delayOfNextReconnect(): number {
    const before = FakeSocket.instances.length;
    FakeSocket.latest().serverClose(1006);
    let waited = 0;
    while (FakeSocket.instances.length === before) {
      if (waited > 60_000) throw new Error('no reconnect within 60 s');
      jest.advanceTimersByTime(1);
      waited += 1;
    }
    return waited;
  }

  it('with random 0 the delay is half the ceiling: 500, 1000, 2000, 4000, then capped at 4000', () => {
    const { socket } = setup({ random: () => 0 });
    socket.open('tok-1');
    const delays = [1, 2, 3, 4, 5, 6].map(() => delayOfNextReconnect());
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('with random 1 the delay is the whole ceiling: 1000, 2000, 4000, 8000, then capped at 8000', () => {
    const { socket } = setup({ random: () => 1 });
    socket.open('tok-1');
    const delays = [1, 2, 3, 4, 5, 6].map(() => delayOfNextReconnect());
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('stays within the jittered bounds for any random value and never exceeds backoffMaxMs', () => {
    let r = 0;
    const values = [0.13, 0.99, 0.42, 0.7, 0.01, 0.5, 0.88];
    const { socket } = setup({ random: () => values[r++ % values.length] });
    socket.open('tok-1');
    for (let attempt = 0; attempt < values.length; attempt++) {
      const ceiling = Math.min(8000, 1000 * 2 ** attempt);
      const delay = delayOfNextReconnect();
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it('reconnects to the same token url', () => {
    const { socket } = setup();
    socket.open('tok-xyz');
    delayOfNextReconnect();
    expect(FakeSocket.instances.map((s) => s.url)).toEqual(['ws://host/websocket/tok-xyz', 'ws://host/websocket/tok-xyz']);
  });

  it('the backoff starts again from the base after a successful open', () => {
    const { socket } = setup({ random: () => 1 });
    socket.open('tok-1');
    expect([delayOfNextReconnect(), delayOfNextReconnect(), delayOfNextReconnect()]).toEqual([1000, 2000, 4000]);
    FakeSocket.latest().serverOpen();
    expect(delayOfNextReconnect()).toBe(1000);
  });

  it('close code 4401 (token rejected): no reconnect', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    ws.serverClose(4401); // the server's close code for a token it does not accept
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.connected).toBe(false);
  });
});

describe('superseded (4409)', () => {
  it('does not reconnect by itself, and resume() connects again with the same token', () => {
    const { socket } = setup();
    socket.want(['AAPL']);
    const ws = openAndAccept(socket, 'tok-9');
    ws.serverClose(4409); // the provider closed this oldest socket: the customer opened newer ones
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    socket.resume();
    expect(FakeSocket.instances).toHaveLength(2);
    const again = FakeSocket.latest();
    expect(again.url).toBe('ws://host/websocket/tok-9');
    again.serverOpen();
    expect(again.messages).toEqual([{ op: 'sub', codes: ['AAPL'] }]);
    socket.resume(); // already connected: nothing
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('resume() does nothing after logout or while a reconnect is pending', () => {
    const { socket } = setup();
    openAndAccept(socket).serverClose(1006);
    socket.resume();
    expect(FakeSocket.instances).toHaveLength(1); // the backoff's reconnect is pending
    socket.close();
    socket.resume();
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('close() on logout', () => {
  it('closes the socket with 1000 and never reconnects', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    socket.close();
    expect(ws.closedWith).toEqual([{ code: 1000, reason: 'logout' }]);
    expect(socket.connected).toBe(false);
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('cancels a pending reconnect', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    ws.serverClose(1006);
    socket.close();
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('subscriptions made while closed are not sent anywhere', () => {
    const { socket } = setup();
    const ws = openAndAccept(socket);
    socket.close();
    socket.want(['AAPL']);
    expect(ws.sent).toEqual([]);
  });
});
