// Answers that only change when the market steps (a detail page, a search, a kline), cached until
// the next step with their JSON attached (withJson), so identical requests within a step — many
// clients watching the same product — cost a map lookup. Bounded per step.
import { withJson } from '../http/envelope';
import type { MarketSimulator } from './simulator';

export class StepCache {
  private version = -1;
  private readonly entries = new Map<string, object>();

  constructor(
    private readonly market: MarketSimulator,
    private readonly maxEntries = 512,
  ) {}

  get<T extends object>(key: string, build: () => T): T {
    if (this.version !== this.market.version) {
      this.version = this.market.version;
      this.entries.clear();
    }
    const hit = this.entries.get(key);
    if (hit) return hit as T;
    const value = withJson(build());
    if (this.entries.size < this.maxEntries) this.entries.set(key, value);
    return value;
  }
}
