// Settings of the provider's request log, read from the environment by loadConfig. Malformed values
// stop the start, like every other setting.

export interface RequestLogSettings {
  /**
   * LOG_REQUEST_SAMPLE (default 0.01): the share of ordinary requests (answered below 500, faster
   * than LOG_SLOW_REQUEST_MS) that get their one log line, spread evenly (0.01: every hundredth);
   * 1 logs every request, 0 none. Failures and slow requests are always logged.
   */
  sample: number;
  /** LOG_SLOW_REQUEST_MS (default 1000): a request that takes this long or longer is always logged (warn). */
  slowMs: number;
}

type Env = Record<string, string | undefined>;

export function loadRequestLogSettings(env: Env): RequestLogSettings {
  const rawSample = env.LOG_REQUEST_SAMPLE?.trim();
  const sample = rawSample ? Number(rawSample) : 0.01;
  if (rawSample && (!/^\d*\.?\d+$/.test(rawSample) || sample > 1))
    throw new Error(`LOG_REQUEST_SAMPLE must be a fraction between 0 and 1, got "${rawSample}"`);
  const rawSlow = env.LOG_SLOW_REQUEST_MS?.trim();
  if (rawSlow && (!/^\d+$/.test(rawSlow) || Number(rawSlow) > 3_600_000))
    throw new Error(`LOG_SLOW_REQUEST_MS must be an integer of milliseconds, got "${rawSlow}"`);
  return { sample, slowMs: rawSlow ? Number(rawSlow) : 1000 };
}
