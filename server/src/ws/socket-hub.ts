// Every open quotes socket, by user and by session. Fans the simulator's ticks out to the
// sockets that subscribed, and pushes account events to all sockets of a user. Account events and
// session closes go through the broker: published once, delivered by the hub of every
// instance to its own sockets (in process by default: delivered at once, as before).
// Type only: at run time sockets come from @fastify/websocket, `ws` is not a direct dependency.
import type WebSocket from 'ws';
import { SOCKET_CLOSE_SUPERSEDED, type AccountEvent, type AccountNotice, type ServerMessage } from '@app/shared/contracts';
import { QUOTES_SOCKET } from '../constants';
import { InProcessBroker, type Broker } from '../cluster/broker';

const EVENTS_CHANNEL = 'events';
const SESSIONS_CHANNEL = 'sessions';

/** An account event on the broker: user id, event, notice. */
type RelayedEvent = [number, AccountEvent, AccountNotice | null];
/** A session close on the broker: token hash, close code. */
type RelayedClose = [string, number];

export interface QuoteSubscriber {
  socket: WebSocket;
  userId: number;
  /** Identifies the session, so that logging out closes the sockets it opened. */
  tokenHash: string;
  codes: Set<string>;
  /** The codes joined, cached; cleared (undefined) whenever `codes` changes. Sockets with the same codes share one message per step. */
  codesKey?: string;
  /** The client's address (request.ip), for the per-address cap. */
  address: string;
}

/** How many sockets one session and one client address may hold on this instance. */
export interface SocketCaps {
  perToken: number;
  perAddress: number;
}

export class SocketHub {
  private readonly subscribers = new Set<QuoteSubscriber>();
  private readonly byUser = new Map<number, Set<QuoteSubscriber>>();
  /** In the order they opened (a Set keeps insertion order): the first is the oldest. */
  private readonly byToken = new Map<string, Set<QuoteSubscriber>>();
  private readonly byAddress = new Map<string, Set<QuoteSubscriber>>();

  constructor(
    private readonly broker: Broker = new InProcessBroker(),
    private readonly caps: SocketCaps = { perToken: Infinity, perAddress: Infinity },
  ) {
    broker.subscribe(EVENTS_CHANNEL, (message) => {
      const [userId, event, notice] = JSON.parse(message) as RelayedEvent;
      this.deliverEvent(userId, event, notice ?? undefined);
    });
    broker.subscribe(SESSIONS_CHANNEL, (message) => {
      const [tokenHash, code] = JSON.parse(message) as RelayedClose;
      this.closeLocalSession(tokenHash, code);
    });
  }

  /**
   * Adds a socket; when its session or its address then holds more than its cap, the oldest of
   * them is closed with SOCKET_CLOSE_SUPERSEDED (the client does not reconnect by itself on it).
   * The oldest rather than the newest: a client that lost its connection without a close (a phone
   * changing networks) opens a new one while the server still holds the dead one.
   */
  add(subscriber: QuoteSubscriber): void {
    this.subscribers.add(subscriber);
    addTo(this.byUser, subscriber.userId, subscriber);
    addTo(this.byToken, subscriber.tokenHash, subscriber);
    addTo(this.byAddress, subscriber.address, subscriber);
    this.trim(this.byToken.get(subscriber.tokenHash), this.caps.perToken, 'too many sockets for this session');
    this.trim(this.byAddress.get(subscriber.address), this.caps.perAddress, 'too many sockets from this address');
  }

  remove(subscriber: QuoteSubscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    removeFrom(this.byUser, subscriber.userId, subscriber);
    removeFrom(this.byToken, subscriber.tokenHash, subscriber);
    removeFrom(this.byAddress, subscriber.address, subscriber);
  }

  private trim(group: Set<QuoteSubscriber> | undefined, cap: number, reason: string): void {
    while (group && group.size > cap) {
      const oldest = group.values().next().value!;
      this.remove(oldest);
      oldest.socket.close(SOCKET_CLOSE_SUPERSEDED, reason);
    }
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * One `quotes` message per socket with the latest tick of each subscribed code that exists.
   * Each tick arrives already serialised (once per change, shared by every socket), so a batch
   * costs one string join however many codes (up to 500) a socket follows.
   */
  pushQuotes(quoteJsonOf: (code: string) => string | undefined): void {
    // One message per distinct code list per step, encoded once (10,000 sockets follow far fewer lists).
    const messages = new Map<string, Buffer | null>();
    for (const subscriber of this.subscribers) {
      if (subscriber.codes.size === 0 || !isWritable(subscriber.socket)) continue;
      const key = (subscriber.codesKey ??= [...subscriber.codes].join(','));
      let message = messages.get(key);
      if (message === undefined) {
        const parts: string[] = [];
        for (const code of subscriber.codes) {
          const json = quoteJsonOf(code);
          if (json !== undefined) parts.push(json);
        }
        message = parts.length > 0 ? Buffer.from(`{"type":"quotes","data":[${parts.join(',')}]}`) : null;
        messages.set(key, message);
      }
      if (message) subscriber.socket.send(message, { binary: false });
    }
  }

  /** Tells every socket of the user, on every instance, to refetch what the event touches. */
  pushEvent(userId: number, event: AccountEvent, notice?: AccountNotice): void {
    const relayed: RelayedEvent = [userId, event, notice ?? null];
    this.broker.publish(EVENTS_CHANNEL, JSON.stringify(relayed));
  }

  /** Closes every socket the session opened, on every instance. */
  closeSession(tokenHash: string, code: number = QUOTES_SOCKET.unauthorizedCloseCode): void {
    const relayed: RelayedClose = [tokenHash, code];
    this.broker.publish(SESSIONS_CHANNEL, JSON.stringify(relayed));
  }

  private deliverEvent(userId: number, event: AccountEvent, notice?: AccountNotice): void {
    for (const subscriber of this.byUser.get(userId) ?? [])
      send(subscriber.socket, notice ? { type: 'event', event, notice } : { type: 'event', event });
  }

  private closeLocalSession(tokenHash: string, code: number): void {
    // A close is heard later (the close event), so the set does not change under the loop.
    for (const subscriber of this.byToken.get(tokenHash) ?? []) subscriber.socket.close(code);
  }
}

function addTo<K>(map: Map<K, Set<QuoteSubscriber>>, key: K, subscriber: QuoteSubscriber): void {
  let group = map.get(key);
  if (!group) map.set(key, (group = new Set()));
  group.add(subscriber);
}

function removeFrom<K>(map: Map<K, Set<QuoteSubscriber>>, key: K, subscriber: QuoteSubscriber): void {
  const group = map.get(key);
  group?.delete(subscriber);
  if (group?.size === 0) map.delete(key);
}

/** Open, and not so far behind that we would buffer without bound (a client that does not read misses ticks instead). */
function isWritable(socket: WebSocket): boolean {
  return socket.readyState === socket.OPEN && socket.bufferedAmount <= QUOTES_SOCKET.maxBufferedBytes;
}

export function send(socket: WebSocket, message: ServerMessage): void {
  if (isWritable(socket)) socket.send(JSON.stringify(message));
}
