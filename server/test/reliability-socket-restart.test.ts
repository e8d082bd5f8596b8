// Reliability: the quotes socket server restarts (the provider closes, stays down for a
// second, and starts again on the same port and database) under 200 connected clients that run
// the app's own reconnect logic (@app/shared/socket, which the shell runs: capped exponential backoff,
// 50–100 % jitter, base 500 ms) over real websockets. Every client is back and receiving quotes
// within 5 s of the server listening again, and there is no reconnect storm.
//
// The bound on the storm. A client's waits after a drop are 250–500 ms, 500–1000 ms, 1–2 s, 2–4 s…
// (attempt n waits 50–100 % of min(30 s, 500 ms · 2^n)), so one client makes at most 2 attempts in
// any second (its first two waits sum to at least 750 ms, the third alone is at least 1 s) and
// never two attempts less than 250 ms apart. Across N clients: at most 2·N attempts in any
// second. A client in a tight loop (no backoff) would make hundreds a second, and N clients tens
// of thousands: the assertions below are that bound and the per-client spacing.
import WebSocket from 'ws';
import { RetCode, type QuoteTick, type SessionResponse } from '@app/shared/contracts';
import { createQuoteSocket, type SocketLike } from '@app/shared/socket';
import { DEMO_USER } from '../src/db/seed';
import { call, makeTempDir, removeDirs, startTestProvider, type TestProvider } from './helpers/test-provider';

const CLIENTS = 200;
/** The outage this test simulates: a length of time is the scenario here, not a wait for something. */
const DOWN_MS = 1000;

interface Tracked {
  attempts: number[];
  opens: number[];
  quotesAt: number[];
}

/** A `ws` socket as the shell's SocketLike, recording when it was opened. */
function adapt(url: string, track: Tracked): SocketLike {
  track.attempts.push(performance.now());
  const ws = new WebSocket(url);
  const like: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.on('open', () => {
    track.opens.push(performance.now());
    like.onopen?.({});
  });
  ws.on('message', (data) => like.onmessage?.({ data: data.toString() }));
  ws.on('close', (code) => like.onclose?.({ code }));
  ws.on('error', () => like.onerror?.({}));
  return like;
}

const perSecond = (times: number[], from: number) => {
  const buckets = new Map<number, number>();
  for (const t of times) {
    const s = Math.floor((t - from) / 1000);
    buckets.set(s, (buckets.get(s) ?? 0) + 1);
  }
  return buckets;
};

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('quotes socket restart under 200 clients', () => {
  it('all are back within 5 s of the server listening again, with no reconnect storm', async () => {
    const dataDir = makeTempDir('socket-restart');
    // 200 clients of one session from one address stand for 200 customers: no socket caps here.
    const env = { QUOTE_INTERVAL_MS: '250', SOCKETS_PER_TOKEN: '1000', SOCKETS_PER_ADDRESS: '1000' };
    let server: TestProvider = await startTestProvider({ dataDir, env });
    const port = new URL(server.baseUrl).port;
    const sockets: Array<ReturnType<typeof createQuoteSocket>> = [];
    try {
      const { body } = await call<SessionResponse>(server.baseUrl, 'user/login', {
        account: DEMO_USER.account,
        password: DEMO_USER.password,
      });
      expect(body.retCode).toBe(RetCode.OK);
      const token = body.data.token;

      const tracks: Tracked[] = Array.from({ length: CLIENTS }, () => ({ attempts: [], opens: [], quotesAt: [] }));
      for (const track of tracks) {
        const socket = createQuoteSocket({
          url: (t) => `ws://127.0.0.1:${port}/websocket/${t}`,
          create: (url) => adapt(url, track),
          onQuotes: (_batch: QuoteTick[]) => track.quotesAt.push(performance.now()),
          onEvent: () => undefined,
          onNotice: () => undefined,
        });
        socket.open(token);
        socket.want(['AAPL']);
        sockets.push(socket);
      }
      expect(await waitFor(() => sockets.every((s) => s.connected), 20_000)).toBe(true);
      expect(await waitFor(() => tracks.every((t) => t.quotesAt.length > 0), 20_000)).toBe(true);

      // The restart.
      const attemptsBefore = tracks.map((t) => t.attempts.length);
      const downAt = performance.now();
      await server.close();
      await new Promise((r) => setTimeout(r, DOWN_MS));
      server = await startTestProvider({ dataDir, env: { ...env, PORT: port } });
      const upAt = performance.now();
      const back = await waitFor(() => sockets.every((s) => s.connected) && tracks.every((t) => t.quotesAt.some((q) => q > upAt)), 10_000);
      const allBackAt = performance.now();

      const retries = tracks.map((t, i) => t.attempts.slice(attemptsBefore[i]));
      const allRetries = retries.flat();
      const buckets = perSecond(allRetries, downAt);
      const maxPerSecond = Math.max(...buckets.values());
      const perClient = retries.map((r) => r.length);
      const minGap = Math.min(...retries.flatMap((r) => r.slice(1).map((t, i) => t - r[i])));
      const lastOpen = Math.max(...tracks.map((t) => t.opens[t.opens.length - 1]));
      console.log(
        `socket restart: ${CLIENTS} clients, server down ${(upAt - downAt).toFixed(0)} ms; all reconnected ${(lastOpen - upAt).toFixed(0)} ms after it listened ` +
          `(quotes flowing to all after ${(allBackAt - upAt).toFixed(0)} ms); ${allRetries.length} attempts (per client ${Math.min(...perClient)}–${Math.max(...perClient)}), ` +
          `per second from the drop [${[...buckets.entries()]
            .sort((a, b) => a[0] - b[0])
            .map(([s, n]) => `${s}s:${n}`)
            .join(' ')}], ` +
          `closest two attempts of one client ${Number.isFinite(minGap) ? minGap.toFixed(0) : '–'} ms`,
      );

      expect(back).toBe(true);
      expect(lastOpen - upAt).toBeLessThanOrEqual(5000);
      expect(maxPerSecond).toBeLessThanOrEqual(2 * CLIENTS);
      // 250 ms is the shortest wait the backoff can draw; timers fire a little late, never early.
      if (Number.isFinite(minGap)) expect(minGap).toBeGreaterThanOrEqual(245);
      // An outage of a few seconds costs a handful of attempts per client, not a loop.
      expect(Math.max(...perClient)).toBeLessThanOrEqual(6);
    } finally {
      for (const socket of sockets) socket.close();
      await server.close();
      removeDirs([dataDir]);
    }
  }, 90_000);
});
