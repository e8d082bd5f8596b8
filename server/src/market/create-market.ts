// The server's one market: the catalogue traded on the configured seed, interval and hours, on
// the domains' clock (tests inject one; MarketSimulator.setClock can also move it later).
import type { Config } from '../config';
import { CATALOGUE } from './catalogue';
import { MarketSimulator } from './simulator';

export function createMarket(config: Config, now: () => number = Date.now): MarketSimulator {
  return new MarketSimulator({
    catalogue: CATALOGUE,
    seed: config.marketSeed,
    intervalMs: config.quoteIntervalMs,
    hours: config.market.hours,
    now,
  });
}
