// Settings of the provider's hardening (issue 14), read from the environment by loadConfig.
// Malformed values stop the start, like every other setting.

export interface HardeningSettings {
  /** UPLOAD_BYTES_PER_DAY (default 100 MiB): total bytes one account may upload per 24 hours. */
  uploadBytesPerDay: number;
  /**
   * LOGIN_ATTEMPTS_PER_IP_PER_MINUTE (default 30): login attempts one client address may make per
   * minute, whatever the accounts (0 turns the limit off). The end-to-end suite logs in many
   * times from 127.0.0.1 and raises it (e2e/lib/app-server.ts).
   */
  loginAttemptsPerIpPerMinute: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function loadHardeningSettings(env: Env): HardeningSettings {
  return {
    uploadBytesPerDay: integer(env, 'UPLOAD_BYTES_PER_DAY', 100 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    loginAttemptsPerIpPerMinute: integer(env, 'LOGIN_ATTEMPTS_PER_IP_PER_MINUTE', 30, 0, 1_000_000),
  };
}
