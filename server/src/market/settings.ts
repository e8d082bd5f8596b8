// Settings of the market domain, read from the environment by loadConfig (config.ts). Malformed
// values stop the start, like every other setting.
import { DEFAULT_MARKET_HOURS, MARKET_HOURS_MODES, type MarketHoursMode } from '@app/shared/constants';

export interface MarketSettings {
  /** MARKET_HOURS: `always` (default: the demo moves at any hour) or `real` (exchange sessions). */
  hours: MarketHoursMode;
}

type Env = Record<string, string | undefined>;

export function loadMarketSettings(env: Env): MarketSettings {
  const raw = env.MARKET_HOURS?.trim().toLowerCase() || DEFAULT_MARKET_HOURS;
  const hours = MARKET_HOURS_MODES.find((mode) => mode === raw);
  if (!hours) throw new Error(`MARKET_HOURS must be one of ${MARKET_HOURS_MODES.join(', ')}, got "${raw}"`);
  return { hours };
}
