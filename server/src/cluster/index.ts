// The scaled-out shape. createCluster picks the parts from the settings: without
// BROKER_URL an in-process broker, in-process rate windows and a sole leader (one server, exactly
// as before); with it Redis pub/sub, Redis rate windows and the PostgreSQL market lease.
// runMarketRole then wires the market, the sockets and the jobs onto them:
//   - the leader's simulator steps; each step is published on `ticks` (in a cluster with the whole
//     state of the step, MarketSimulator.exportStep); every instance that is not stepping applies
//     it to its own simulator, so quotes, lists, candles and trading read the same prices
//     everywhere, and a standby that takes over continues from the last published prices;
//   - every instance pushes each published step to its own subscribed sockets;
//   - the domains' jobs run only while this instance holds the lease.
import type { Config } from '../config';
import type { MarketSimulator } from '../market/simulator';
import type { SocketHub } from '../ws/socket-hub';
import { InProcessBroker, RedisBroker, type Broker } from './broker';
import { PostgresLeadership, SoleLeadership, withStartLock, type Leadership } from './leadership';
import { InProcessRateWindows, RedisRateWindows, type RateWindows } from './rate-windows';

export type { Broker } from './broker';
export type { RateWindows } from './rate-windows';

export interface Cluster {
  broker: Broker;
  rateWindows: RateWindows;
  leadership: Leadership;
  instanceId: string;
  /** Runs `work` while no other instance runs its own (starting instances seed the demo data one at a time). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const TICKS_CHANNEL = 'ticks';

export function createCluster(config: Config, log: (message: string) => void = () => undefined): Cluster {
  const { cluster: settings } = config;
  if (settings.brokerUrl === null || config.databaseUrl === null) {
    const broker = new InProcessBroker();
    return {
      broker,
      rateWindows: new InProcessRateWindows(),
      leadership: new SoleLeadership(),
      instanceId: settings.instanceId,
      exclusive: (work) => work(),
      close: () => broker.close(),
    };
  }
  const broker = new RedisBroker(settings.brokerUrl, settings.prefix, (err) => log(`broker: ${err.message}`));
  const leadership = new PostgresLeadership(config.databaseUrl, settings.leasePollMs, (message) =>
    log(`${settings.instanceId} ${message}`),
  );
  return {
    broker,
    rateWindows: new RedisRateWindows(broker),
    leadership,
    instanceId: settings.instanceId,
    exclusive: (work) => withStartLock(config.databaseUrl!, work),
    async close() {
      await leadership.close();
      await broker.close();
    },
  };
}

export interface MarketRole {
  market: MarketSimulator;
  sockets: SocketHub;
  /** Starts the domains' jobs; returns their stop function. */
  startJobs(): () => void;
}

/** Wires the market, the sockets and the jobs onto the cluster. Resolves once subscribed; returns the stop function. */
export async function runMarketRole(cluster: Cluster, { market, sockets, startJobs }: MarketRole): Promise<() => void> {
  const { broker, leadership } = cluster;
  broker.subscribe(TICKS_CHANNEL, (message) => {
    // A published step from the instance that runs the market (its own steps it has already).
    if (message !== '' && !market.running) market.applyStep(JSON.parse(message));
    sockets.pushQuotes((code) => market.quoteJson(code));
  });
  // One timer for the whole cluster: each step is published once and fans out to every subscribed socket.
  market.onTick(() => broker.publish(TICKS_CHANNEL, broker.shared ? JSON.stringify(market.exportStep()) : ''));
  await broker.ready();

  let stopJobs: (() => void) | undefined;
  leadership.start({
    gained() {
      market.start();
      stopJobs = startJobs();
    },
    lost() {
      stopJobs?.();
      stopJobs = undefined;
      market.pause();
    },
  });
  return () => {
    stopJobs?.();
    stopJobs = undefined;
    market.pause();
  };
}
