// The client of the app's one websocket (/websocket/<token>). Ticks are merged outside React
// (latest per code) and handed over in batches every `flushMs`, so a burst of thousands of ticks
// costs one store update. Subscriptions are reference counted across screens. After an error or an
// unexpected close it reconnects with capped exponential backoff and jitter; closed as superseded
// (the customer's newer sockets took its place) it waits for resume(), which the shell calls when
// its page is shown again. The shell runs it in
// the browser (shell/src/socket/quote-socket.ts binds the notice banner); the server's restart test
// runs the very same client over real websockets. No DOM, no store: the caller passes both edges.
import {
  SOCKET_CLOSE_SUPERSEDED,
  SOCKET_CLOSE_TOKEN_REJECTED,
  type AccountEvent,
  type AccountNotice,
  type ClientMessage,
  type QuoteTick,
} from '../contracts/socket';

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface QuoteSocketDeps {
  url: (token: string) => string;
  create: (url: string) => SocketLike;
  onQuotes: (batch: QuoteTick[]) => void;
  onEvent: (event: AccountEvent) => void;
  /** A notice that came with an account event (a stop or forced close, a limit fill). Default: ignored. */
  onNotice?: (notice: AccountNotice) => void;
  random?: () => number;
  flushMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

const OPEN = 1;
const ACCOUNT_EVENTS: readonly AccountEvent[] = ['balance', 'orders', 'ipo', 'user'];

function isTick(v: unknown): v is QuoteTick {
  if (typeof v !== 'object' || v === null) return false;
  const q = v as Record<string, unknown>;
  return (
    typeof q.code === 'string' &&
    typeof q.price === 'string' &&
    typeof q.change === 'string' &&
    typeof q.changePct === 'string' &&
    typeof q.high === 'string' &&
    typeof q.low === 'string' &&
    typeof q.ts === 'number'
  );
}

const REASONS = ['self', 'stopProfit', 'stopLoss', 'forced'];

/** A well-formed notice from a socket frame, or null (unknown shapes are ignored, never fatal). */
export function readNotice(raw: unknown): AccountNotice | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const n = raw as Record<string, unknown>;
  if (n.domain !== 'trade' || (n.kind !== 'closed' && n.kind !== 'filled')) return null;
  if (typeof n.orderId !== 'number' || typeof n.code !== 'string' || typeof n.quantity !== 'number' || typeof n.price !== 'string')
    return null;
  if (n.direction !== 'bullish' && n.direction !== 'bearish') return null;
  if (n.reason !== null && !REASONS.includes(n.reason as string)) return null;
  if (n.totalPnl !== null && typeof n.totalPnl !== 'string') return null;
  return n as unknown as AccountNotice;
}

export function createQuoteSocket(deps: QuoteSocketDeps) {
  const random = deps.random ?? Math.random;
  const flushMs = deps.flushMs ?? 100;
  const baseMs = deps.backoffBaseMs ?? 500;
  const maxMs = deps.backoffMaxMs ?? 30_000;

  const wanted = new Map<string, number>();
  const pendingTicks = new Map<string, QuoteTick>();
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const send = (msg: ClientMessage) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(msg));
  };

  const flush = () => {
    flushTimer = null;
    if (pendingTicks.size === 0) return;
    const batch = [...pendingTicks.values()];
    pendingTicks.clear();
    deps.onQuotes(batch);
  };

  const handleMessage = (raw: unknown) => {
    if (typeof raw !== 'string' || raw.length > 1_000_000) return;
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      return; // a malformed frame is ignored, never fatal
    }
    if (typeof msg !== 'object' || msg === null) return;
    const m = msg as { type?: unknown; data?: unknown; event?: unknown; notice?: unknown };
    if (m.type === 'quotes' && Array.isArray(m.data)) {
      for (const tick of m.data) if (isTick(tick)) pendingTicks.set(tick.code, tick);
      if (pendingTicks.size > 0 && flushTimer === null) flushTimer = setTimeout(flush, flushMs);
    } else if (m.type === 'event' && ACCOUNT_EVENTS.includes(m.event as AccountEvent)) {
      deps.onEvent(m.event as AccountEvent);
      const notice = readNotice(m.notice);
      if (notice) deps.onNotice?.(notice);
    }
  };

  const scheduleReconnect = () => {
    if (token === null || reconnectTimer !== null) return;
    const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
    const delay = Math.round(ceiling * (0.5 + random() * 0.5)); // jitter: 50–100 % of the ceiling
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (token === null) return;
    const ws = deps.create(deps.url(token));
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      attempt = 0;
      const codes = [...wanted.keys()];
      if (codes.length) send({ op: 'sub', codes });
    };
    ws.onmessage = (ev) => {
      if (socket === ws) handleMessage(ev.data);
    };
    ws.onerror = () => {
      /* onclose follows and decides */
    };
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      if (ev.code === SOCKET_CLOSE_TOKEN_REJECTED) return;
      // Newer sockets of this customer took its place: reconnecting now would close one of them,
      // which would reconnect in turn. Wait for resume() (the page shown again).
      if (ev.code === SOCKET_CLOSE_SUPERSEDED) return;
      scheduleReconnect();
    };
  };

  return {
    /** Open for this token (closing any previous connection). */
    open(nextToken: string) {
      this.close();
      token = nextToken;
      attempt = 0;
      connect();
    },
    /** Connects again if a token is open and no socket is (after being superseded); otherwise nothing. */
    resume() {
      if (token === null || socket !== null || reconnectTimer !== null) return;
      attempt = 0;
      connect();
    },
    /** Logout: close for good, no reconnect. */
    close() {
      token = null;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const ws = socket;
      socket = null;
      if (ws) ws.close(1000, 'logout');
    },
    want(codes: string[]) {
      const fresh: string[] = [];
      for (const code of codes) {
        const n = wanted.get(code) ?? 0;
        wanted.set(code, n + 1);
        if (n === 0) fresh.push(code);
      }
      if (fresh.length) send({ op: 'sub', codes: fresh });
    },
    release(codes: string[]) {
      const gone: string[] = [];
      for (const code of codes) {
        const n = wanted.get(code) ?? 0;
        if (n <= 1) {
          if (n === 1) gone.push(code);
          wanted.delete(code);
        } else wanted.set(code, n - 1);
      }
      if (gone.length) send({ op: 'unsub', codes: gone });
    },
    /** For tests and diagnostics. */
    get connected() {
      return socket !== null && socket.readyState === OPEN;
    },
  };
}

export type QuoteSocket = ReturnType<typeof createQuoteSocket>;
