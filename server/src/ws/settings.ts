// Settings of the quote socket, read from the environment by loadConfig. Malformed values stop the
// start, like every other setting.

export interface SocketSettings {
  /**
   * SOCKETS_PER_TOKEN (default 8): open sockets of one session on this instance. One more closes
   * the session's oldest (4409): a customer's tabs and devices, each with its own session, are
   * not limited by one another, and a client that leaks sockets cannot hold thousands.
   */
  perToken: number;
  /**
   * SOCKETS_PER_ADDRESS (default 500): open sockets from one client address on this instance
   * (behind a balancer, the address it names: TRUST_PROXY). One more closes that address's oldest
   * (4409). High enough for many customers behind one carrier address.
   */
  perAddress: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000)
    throw new Error(`${name} must be an integer between 1 and 1000000, got "${raw}"`);
  return Number(raw);
}

export function loadSocketSettings(env: Env): SocketSettings {
  return { perToken: integer(env, 'SOCKETS_PER_TOKEN', 8), perAddress: integer(env, 'SOCKETS_PER_ADDRESS', 500) };
}
