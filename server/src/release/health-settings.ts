// Settings of canary health (health.ts), read from the environment by loadConfig. Malformed values
// stop the start, like every other setting.

export interface CanaryHealthSettings {
  /**
   * RELEASE_CANARY_MARGIN (default 0.02, i.e. 2 points): a canary is aborted when its error rate
   * exceeds the live version's by more than this (a fraction of visitors, 0–1; 1 never aborts).
   */
  margin: number;
  /** RELEASE_CANARY_MIN_VISITORS (default 100): no verdict on a canary before it has had this many visitors. */
  minVisitors: number;
  /** RELEASE_HEALTH_CHECK_MS (default 5000): how often each instance weighs the running canaries. */
  checkIntervalMs: number;
  /**
   * RELEASE_HEALTH_REPORTS_PER_IP_PER_MINUTE (default 60): failure reports one client address may
   * send per minute (POST /release-health); more are refused with 429. 0 turns the limit off.
   */
  reportsPerIpPerMinute: number;
}

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, fallback: number, min: number, max: number, integer: boolean): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(integer ? /^\d+$/ : /^\d+(\.\d+)?$/).test(raw))
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'}, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function loadCanaryHealthSettings(env: Env): CanaryHealthSettings {
  return {
    margin: number(env, 'RELEASE_CANARY_MARGIN', 0.02, 0, 1, false),
    minVisitors: number(env, 'RELEASE_CANARY_MIN_VISITORS', 100, 1, 1_000_000_000, true),
    checkIntervalMs: number(env, 'RELEASE_HEALTH_CHECK_MS', 5000, 100, 3_600_000, true),
    reportsPerIpPerMinute: number(env, 'RELEASE_HEALTH_REPORTS_PER_IP_PER_MINUTE', 60, 0, 1_000_000, true),
  };
}
