// One market, one clock: exactly one instance steps the simulator and runs the
// scheduled jobs of every domain. In a cluster that instance holds a PostgreSQL session-level
// advisory lock on a connection of its own. When the instance dies its connection closes and
// PostgreSQL releases the lock at once; a standby polling every CLUSTER_LEASE_POLL_MS takes it.
// The leader checks its connection as often and steps down (stops the market and the jobs) the
// moment the connection fails, before another instance can hold the lock for long.
import { Client } from 'pg';

export interface LeaderRole {
  /** This instance now runs the market and the jobs. */
  gained(): void;
  /** It must stop them now. */
  lost(): void;
}

export interface Leadership {
  start(role: LeaderRole): void;
  readonly isLeader: boolean;
  /** Steps down (lost) and lets another instance take over. */
  close(): Promise<void>;
}

/** A single server: always the market. */
export class SoleLeadership implements Leadership {
  private role: LeaderRole | undefined;

  get isLeader(): boolean {
    return this.role !== undefined;
  }

  start(role: LeaderRole): void {
    this.role = role;
    role.gained();
  }

  async close(): Promise<void> {
    const role = this.role;
    this.role = undefined;
    role?.lost();
  }
}

/** The advisory lock's key: one per database (advisory locks are per database). */
export const MARKET_LEASE_KEY = 170_017;

/** The advisory lock that starting instances take around their start-up writes (the demo seed). */
export const START_LOCK_KEY = 170_018;

/** Runs `work` holding START_LOCK_KEY on a connection of its own (released when it ends). */
export async function withStartLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'start-lock' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export class PostgresLeadership implements Leadership {
  private client: Client | undefined;
  private role: LeaderRole | undefined;
  private leader = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly pollMs: number,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  start(role: LeaderRole): void {
    this.role = role;
    void this.poll();
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const client = await this.connection();
      if (!this.leader) {
        const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [MARKET_LEASE_KEY]);
        if (result.rows[0]?.ok && !this.closed) {
          this.leader = true;
          this.log('took the market lease: this instance runs the market and the jobs');
          this.role?.gained();
        }
      } else {
        // The lock lives exactly as long as this session: a live session is a held lease.
        await client.query('select 1');
      }
    } catch (err) {
      this.drop(`lease connection failed: ${(err as Error).message}`);
    }
    this.schedule();
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    // query_timeout: a hung connection counts as lost after a few polls, never blocks the leader.
    const client = new Client({
      connectionString: this.databaseUrl,
      keepAlive: true,
      query_timeout: Math.max(1000, this.pollMs * 3),
      application_name: 'market-lease',
    });
    client.on('error', (err) => this.drop(`lease connection error: ${err.message}`));
    this.client = client;
    await client.connect();
    return client;
  }

  private drop(reason: string): void {
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => undefined);
    if (this.leader) {
      this.leader = false;
      this.log(`gave up the market lease (${reason})`);
      this.role?.lost();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.leader) {
      this.leader = false;
      this.role?.lost();
      this.log('gave up the market lease (shutting down)');
    }
    const client = this.client;
    this.client = undefined;
    // Ending the session releases the lock; a standby takes it at its next poll.
    await client?.end().catch(() => undefined);
  }
}
