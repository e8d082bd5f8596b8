// Settings of the scaled-out shape, read from the environment by loadConfig. Without
// BROKER_URL nothing changes: one process, the in-process broker, this process always the market.
import os from 'node:os';

export interface ClusterSettings {
  /**
   * BROKER_URL (`redis://host:port`): the Redis that fans ticks and account events out to every
   * instance and holds the shared rate windows. Setting it makes this process one instance of a
   * cluster: it needs DATABASE_URL (PostgreSQL), where the market lease lives.
   */
  brokerUrl: string | null;
  /** INSTANCE_ID: this instance's name in logs (default host:pid). */
  instanceId: string;
  /** CLUSTER_LEASE_POLL_MS (default 500): how often a standby instance tries to take the market lease, and the leader checks it still holds it. */
  leasePollMs: number;
  /** BROKER_PREFIX (default `trading-app:`): prefix of the broker's channels and keys, so several clusters may share one Redis. */
  prefix: string;
}

type Env = Record<string, string | undefined>;

export function loadClusterSettings(env: Env): ClusterSettings {
  const brokerUrl = env.BROKER_URL?.trim() || null;
  if (brokerUrl !== null && !/^rediss?:\/\//.test(brokerUrl)) throw new Error(`BROKER_URL must be a redis:// URL, got "${brokerUrl}"`);
  if (brokerUrl !== null && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL?.trim() ?? '')) {
    throw new Error('BROKER_URL needs DATABASE_URL (PostgreSQL): the instances share one database and its market lease');
  }
  const rawPoll = env.CLUSTER_LEASE_POLL_MS?.trim();
  if (rawPoll && (!/^\d+$/.test(rawPoll) || Number(rawPoll) < 50 || Number(rawPoll) > 60_000)) {
    throw new Error(`CLUSTER_LEASE_POLL_MS must be an integer between 50 and 60000, got "${rawPoll}"`);
  }
  return {
    brokerUrl,
    instanceId: env.INSTANCE_ID?.trim() || `${os.hostname()}:${process.pid}`,
    leasePollMs: rawPoll ? Number(rawPoll) : 500,
    prefix: env.BROKER_PREFIX?.trim() || 'trading-app:',
  };
}
