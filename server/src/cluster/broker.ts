// The pub/sub every instance shares: ticks and account events are published once and
// delivered to every subscriber of the channel, in every instance. Two implementations behind one
// interface: in-process (the default, one server: handlers are called synchronously, so a single
// process behaves exactly as before) and Redis (BROKER_URL; a cluster).
import Redis from 'ioredis';

export type BrokerHandler = (message: string) => void;

export interface Broker {
  /** True when a message reaches other processes (then it should carry what they need). */
  readonly shared: boolean;
  /** Delivered to every handler of the channel, in this process and (shared) every other one, this one included. */
  publish(channel: string, message: string): void;
  /** Adds a handler; `ready()` resolves once every subscription made so far is live. */
  subscribe(channel: string, handler: BrokerHandler): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

export class InProcessBroker implements Broker {
  readonly shared = false;
  private readonly handlers = new Map<string, Set<BrokerHandler>>();

  publish(channel: string, message: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }

  subscribe(channel: string, handler: BrokerHandler): void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

/** Redis pub/sub: one connection publishes (and counts rate windows), one subscribes (a subscribed Redis connection can do nothing else). */
export class RedisBroker implements Broker {
  readonly shared = true;
  readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<BrokerHandler>>();
  private pending: Promise<unknown>[] = [];

  constructor(
    url: string,
    private readonly prefix: string,
    onError: (err: Error) => void = () => undefined,
  ) {
    // Commands queue while (re)connecting; a broker outage delays ticks and events, it does not crash the server.
    this.commands = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null, enableAutoPipelining: true });
    this.subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
    this.commands.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(message);
    });
  }

  publish(channel: string, message: string): void {
    this.commands.publish(this.prefix + channel, message).catch(() => undefined);
  }

  subscribe(channel: string, handler: BrokerHandler): void {
    const name = this.prefix + channel;
    let set = this.handlers.get(name);
    if (!set) {
      this.handlers.set(name, (set = new Set()));
      this.pending.push(this.subscriber.subscribe(name));
    }
    set.add(handler);
  }

  async ready(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }

  key(name: string): string {
    return this.prefix + name;
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.subscriber.quit(), this.commands.quit()]);
  }
}
