// Shared set-up of the trade and IPO/AI tests: a provider with a movable clock and an injectable
// price source (the simulator keeps running; chosen codes answer the price the test sets), funded
// customers, and the domain context for running one job pass at a chosen moment.
import type { QuoteTick } from '@app/shared/contracts';
import { parseMoney } from '@app/shared/format';
import type { DomainContext } from '../../src/domain-context';
import { Users } from '../../src/users/users';
import { applyBalanceChange, balancesOf, unexplainedWallets } from '../../src/wallet/ledger';
import { call, startTestProvider, uniqueEmail, type CallResult, type TestProvider } from './test-provider';

export interface TradingProvider extends TestProvider {
  /** The domain clock: tests set `clock.now` (ms). */
  clock: { now: number };
  /** Prices the test set, by code (decimal strings). */
  prices: Map<string, string>;
  /** Whether markets are open (drives `market.isOpen` when the simulator has or lacks it). */
  market: { open: boolean };
  ctx: DomainContext;
}

export async function startTradingProvider(env: Record<string, string> = {}): Promise<TradingProvider> {
  const clock = { now: Date.now() };
  const tp = await startTestProvider({ now: () => clock.now, env: { SEED_DEMO: 'false', ...env } });
  const prices = new Map<string, string>();
  const market = { open: true };
  const simulator = tp.provider.market;
  const original = simulator.quote.bind(simulator);
  // An injected price source: the simulator object itself, answering the test's prices.
  simulator.quote = (code: string): QuoteTick | undefined => {
    const quote = original(code);
    const price = prices.get(code);
    return quote && price !== undefined ? { ...quote, price } : quote;
  };
  (simulator as unknown as { isOpen: (code: string) => boolean }).isOpen = () => market.open;
  const ctx: DomainContext = {
    db: tp.provider.db,
    config: tp.config,
    market: simulator,
    users: new Users(tp.provider.db),
    sockets: tp.provider.sockets,
    now: () => clock.now,
  };
  return { ...tp, clock, prices, market, ctx };
}

export interface Trader {
  userId: number;
  token: string;
  account: string;
}

/** Registers a customer over HTTP and funds the stock account through the ledger ('deposit'). */
export async function newTrader(tp: TradingProvider, funds = '0'): Promise<Trader> {
  const account = uniqueEmail('trader');
  const registered = await call<{ token: string }>(tp.baseUrl, 'user/register', {
    account,
    password: 'Secret123',
    confirmPassword: 'Secret123',
  });
  if (registered.body.retCode !== 0) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const user = await tp.provider.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  await deposit(tp, user.id, funds);
  return { userId: user.id, token: registered.body.data.token, account };
}

export async function deposit(tp: TradingProvider, userId: number, amount: string): Promise<void> {
  const minor = parseMoney(amount);
  if (minor === null) throw new Error(`not an amount: ${amount}`);
  if (minor === 0) return;
  await tp.provider.db
    .transaction()
    .execute((trx) =>
      applyBalanceChange(
        trx,
        { userId, account: 'stock', availableDelta: minor, kind: 'deposit', ref: { type: 'test', id: 'funding' } },
        Date.now(),
      ),
    );
}

/** Stock wallet balances in minor units. */
export function stockBalances(tp: TradingProvider, userId: number): Promise<{ available: number; frozen: number }> {
  return balancesOf(tp.provider.db, userId, 'stock', Date.now());
}

export function unexplained(tp: TradingProvider) {
  return unexplainedWallets(tp.provider.db);
}

/** A signed call as the trader, in English unless asked otherwise. */
export function as<T>(
  tp: TradingProvider,
  trader: Trader,
  path: string,
  fields: Record<string, string> = {},
  lang?: string,
): Promise<CallResult<T>> {
  return call<T>(tp.baseUrl, path, fields, { token: trader.token, lang });
}

let requestCounter = 0;
export function requestId(): string {
  requestCounter += 1;
  return `req-${Date.now().toString(36)}-${requestCounter}`;
}

/** Ledger rows of a user, oldest first. */
export function ledgerOf(tp: TradingProvider, userId: number) {
  return tp.provider.db.selectFrom('ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** A socket of the trader that records the account events it receives. */
export async function eventSocket(
  tp: TradingProvider,
  trader: Trader,
): Promise<{ events: string[]; waitFor(event: string, timeoutMs?: number): Promise<void>; close(): void }> {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(`${tp.wsUrl}/websocket/${trader.token}`);
  const events: string[] = [];
  let ponged: () => void = () => undefined;
  const pong = new Promise<void>((resolve) => (ponged = resolve));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; event?: string };
    if (message.type === 'event' && message.event) events.push(message.event);
    if (message.type === 'pong') ponged();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // The server answers a ping once the socket is registered: events from now on reach it.
  socket.send(JSON.stringify({ op: 'ping' }));
  await pong;
  return {
    events,
    async waitFor(event, timeoutMs = 2000) {
      const until = Date.now() + timeoutMs;
      while (!events.includes(event)) {
        if (Date.now() > until) throw new Error(`no '${event}' event; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => socket.terminate(),
  };
}
