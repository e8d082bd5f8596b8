// /websocket/<token>: live quotes for subscribed codes, and robustness against bad frames.
import WebSocket from 'ws';
import { RetCode, type ServerMessage, type SessionResponse } from '@app/shared/contracts';
import { DEMO_USER } from '../src/db/seed';
import { CATALOGUE } from '../src/market/catalogue';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
let token: string;
beforeAll(async () => {
  server = await startTestProvider();
  token = await login();
});
afterAll(() => server.close());

async function login(): Promise<string> {
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/login', { account: DEMO_USER.account, password: DEMO_USER.password });
  return body.data.token;
}

/** An open socket plus every message it has received. */
interface Client {
  socket: WebSocket;
  messages: ServerMessage[];
  closed: Promise<{ code: number }>;
  /** Resolves with the first message (received from now on) that matches. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
}

const clients: WebSocket[] = [];
afterEach(() => {
  for (const socket of clients.splice(0)) socket.terminate();
});

function connect(path: string): Client {
  const socket = new WebSocket(`${server.wsUrl}${path}`);
  clients.push(socket);
  const messages: ServerMessage[] = [];
  const waiters = new Set<(m: ServerMessage) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const waiter of waiters) waiter(message);
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  return {
    socket,
    messages,
    closed,
    next(match, timeoutMs = 1000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error('no matching message in time'));
        }, timeoutMs);
        const waiter = (m: ServerMessage) => {
          if (!match(m)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(m);
        };
        waiters.add(waiter);
      });
    },
  };
}

async function open(path: string): Promise<Client> {
  const client = connect(path);
  await new Promise((resolve, reject) => {
    client.socket.once('open', resolve);
    client.socket.once('error', reject);
  });
  return client;
}

const isQuotes = (m: ServerMessage): m is Extract<ServerMessage, { type: 'quotes' }> => m.type === 'quotes';

/**
 * Resolves once `ticks` market ticks have been pushed since the call, as a watcher subscribed to
 * AAPL sees them (the test provider ticks every 50 ms). Proves that quotes had their chances to go
 * out, however long a tick takes.
 */
async function ticksPass(ticks = 3): Promise<void> {
  const watcher = await open(`/websocket/${token}`);
  watcher.socket.send(JSON.stringify({ op: 'sub', codes: ['AAPL'] }));
  for (let i = 0; i < ticks; i++) await watcher.next(isQuotes);
}

describe('quotes socket', () => {
  it.each([
    ['an unknown token', 'f'.repeat(64)],
    ['a malformed token', 'not-a-token'],
  ])('closes with 4401 for %s, sending nothing', async (_case, bad) => {
    const client = connect(`/websocket/${bad}`);
    expect((await client.closed).code).toBe(4401);
    expect(client.messages).toEqual([]);
  });

  it('pushes quotes only for the subscribed codes', async () => {
    const client = await open(`/websocket/${token}`);
    client.socket.send(JSON.stringify({ op: 'sub', codes: ['AAPL', '00700', 'NO-SUCH-CODE'] }));
    const message = await client.next(isQuotes);
    if (!isQuotes(message)) throw new Error('unreachable');
    expect(message.data.map((q) => q.code).sort()).toEqual(['00700', 'AAPL']);
    expect(message.data[0]).toEqual({
      code: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      change: expect.stringMatching(/^-?\d+\.\d{2}$/),
      changePct: expect.stringMatching(/^-?\d+\.\d{2}$/),
      high: expect.any(String),
      low: expect.any(String),
      ts: expect.any(Number),
    });

    client.socket.send(JSON.stringify({ op: 'unsub', codes: ['AAPL'] }));
    // Once the unsubscription is in, ticks carry only the remaining code.
    await client.next((m) => isQuotes(m) && m.data.length === 1 && m.data[0].code === '00700');
  });

  it('sends nothing while no known code is subscribed', async () => {
    const client = await open(`/websocket/${token}`);
    client.socket.send(JSON.stringify({ op: 'sub', codes: ['NO-SUCH-CODE'] }));
    client.socket.send(JSON.stringify({ op: 'ping' }));
    await client.next((m) => m.type === 'pong'); // the subscription is in (frames are handled in order)
    await ticksPass();
    expect(client.messages).toEqual([{ type: 'pong' }]);
  });

  it('answers ping with pong', async () => {
    const client = await open(`/websocket/${token}`);
    client.socket.send(JSON.stringify({ op: 'ping' }));
    expect(await client.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('ignores malformed, unknown, binary and oversized frames and keeps working', async () => {
    const client = await open(`/websocket/${token}`);
    for (const frame of [
      'not json',
      '{"op":"dance"}',
      'null',
      '42',
      '{"op":"sub","codes":"AAPL"}',
      JSON.stringify({ op: 'sub', codes: ['AAPL'], pad: 'x'.repeat(70 * 1024) }),
    ]) {
      client.socket.send(frame);
    }
    client.socket.send(Buffer.from([1, 2, 3]));
    client.socket.send(JSON.stringify({ op: 'ping' }));
    await client.next((m) => m.type === 'pong');
    expect(client.messages.filter(isQuotes)).toEqual([]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('caps the number of subscribed codes', async () => {
    const client = await open(`/websocket/${token}`);
    const filler = Array.from({ length: 500 }, (_, i) => `X${i}`);
    client.socket.send(JSON.stringify({ op: 'sub', codes: [...filler, 'AAPL'] }));
    client.socket.send(JSON.stringify({ op: 'ping' }));
    await client.next((m) => m.type === 'pong');
    await ticksPass();
    expect(client.messages.filter(isQuotes)).toEqual([]);
  });

  it('closes the sockets of a session with 4401 when it logs out', async () => {
    const ownToken = await login();
    const client = await open(`/websocket/${ownToken}`);
    const other = await open(`/websocket/${token}`);
    expect((await call(server.baseUrl, 'user/logout', {}, { token: ownToken })).body.retCode).toBe(RetCode.OK);
    expect((await client.closed).code).toBe(4401);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    // And the revoked token cannot open a new one.
    expect((await connect(`/websocket/${ownToken}`).closed).code).toBe(4401);
  });

  it('pushes account events to every socket of the user', async () => {
    const a = await open(`/websocket/${token}`);
    const b = await open(`/websocket/${await login()}`);
    const userId = (
      await server.provider.db.selectFrom('users').select('id').where('account', '=', DEMO_USER.account).executeTakeFirstOrThrow()
    ).id;
    const received = Promise.all([a, b].map((c) => c.next((m) => m.type === 'event')));
    server.provider.sockets.pushEvent(userId, 'balance');
    expect(await received).toEqual([
      { type: 'event', event: 'balance' },
      { type: 'event', event: 'balance' },
    ]);
  });
});

describe('quotes socket throughput', () => {
  it('pushes at least 4 updates a second per subscribed code at the default 250 ms interval', async () => {
    const paced = await startTestProvider({ env: { QUOTE_INTERVAL_MS: '250' } });
    try {
      const { body } = await call<SessionResponse>(paced.baseUrl, 'user/login', {
        account: DEMO_USER.account,
        password: DEMO_USER.password,
      });
      const socket = new WebSocket(`${paced.wsUrl}/websocket/${body.data.token}`);
      clients.push(socket);
      const arrivals: number[] = [];
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as ServerMessage;
        if (isQuotes(message) && message.data.some((q) => q.code === 'AAPL')) arrivals.push(Date.now());
      });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ op: 'sub', codes: ['AAPL'] }));
      // Eight updates after the first (the subscription is in by then): at 4 or more a second they
      // all arrive within 2 s of the first of them. Waited for by count; the clock only judges.
      const deadline = Date.now() + 10_000;
      while (arrivals.length < 9 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(arrivals.length).toBeGreaterThanOrEqual(9);
      expect(arrivals[8] - arrivals[1]).toBeLessThan(2000);
    } finally {
      await paced.close();
    }
    // Its own provider and a login come first: the 10 s wait above and the 2 s bound judge, not Jest's default 5 s.
  }, 30_000);

  it('sends every subscribed code in one message per tick, 500 codes per socket', async () => {
    const client = await open(`/websocket/${token}`);
    const known = CATALOGUE.map((p) => p.code);
    const filler = Array.from({ length: 500 - known.length }, (_, i) => `Y${i}`);
    client.socket.send(JSON.stringify({ op: 'sub', codes: [...known, ...filler] }));
    const message = await client.next((m) => isQuotes(m) && m.data.length === known.length);
    if (!isQuotes(message)) throw new Error('unreachable');
    expect(new Set(message.data.map((q) => q.code))).toEqual(new Set(known));
    for (const quote of message.data) expect(quote.price).toMatch(/^\d+(\.\d+)?$/);
    // Ticks keep coming at the interval, each a complete batch.
    const next = await client.next((m) => isQuotes(m));
    if (!isQuotes(next)) throw new Error('unreachable');
    expect(next.data).toHaveLength(known.length);
  });
});
