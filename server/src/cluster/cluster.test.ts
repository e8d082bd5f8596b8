// The cluster's parts without a cluster: a simulator that applies another's published
// steps answers the same quotes, lists and candles and, taking over, continues from those prices;
// the in-process broker delivers at once; the in-process rate windows count like the login
// budget did; a sole server is always the market.
import { CATALOGUE } from '../market/catalogue';
import { MarketSimulator, type MarketStep } from '../market/simulator';
import { InProcessBroker } from './broker';
import { SoleLeadership } from './leadership';
import { InProcessRateWindows } from './rate-windows';

function simulator(seed: number, now: () => number): MarketSimulator {
  return new MarketSimulator({ catalogue: CATALOGUE, seed, intervalMs: 250, now });
}

describe('MarketSimulator.exportStep / applyStep', () => {
  it('a standby that applies every published step answers what the leader answers, and continues from it', () => {
    let now = Date.parse('2026-03-10T15:00:00Z');
    const leader = simulator(1, () => now);
    // The same seed (MARKET_SEED), started 40 minutes later: on its own it would be elsewhere.
    now += 40 * 60_000;
    const standby = simulator(1, () => now);
    expect(standby.quoteJson('AAPL')).not.toBe(leader.quoteJson('AAPL'));
    const published: MarketStep[] = [];
    for (let i = 0; i < 300; i++) {
      now += 250;
      leader.step();
      const step = JSON.parse(JSON.stringify(leader.exportStep())) as MarketStep;
      published.push(step);
      standby.applyStep(step);
    }
    expect(standby.version).toBe(leader.version);
    for (const { code } of CATALOGUE) {
      expect(standby.quoteJson(code)).toBe(leader.quoteJson(code));
      expect(standby.session(code)).toEqual(leader.session(code));
    }
    expect(standby.products('en')).toEqual(leader.products('en'));
    // The live minutes (the ones before start come from the seeded history, the same on every instance).
    expect(standby.kline('AAPL', '1m', 2)).toEqual(leader.kline('AAPL', '1m', 2));

    // The leader is gone: the standby's next step starts from the last published prices.
    const last = new Map(published.at(-1)!.rows.map((row) => [row[0], row[5]]));
    now += 250;
    standby.step();
    expect(standby.version).toBe(leader.version + 1);
    for (const row of standby.exportStep().rows) {
      const listing = CATALOGUE.find((l) => l.code === row[0])!;
      const state = standby.stateOf(row[0])!;
      const before = last.get(row[0])!;
      expect(Math.abs(row[5] - before)).toBeLessThanOrEqual(
        Math.ceil(before * state.stepVolatility * 6 + Math.abs(before - state.session.prevClose) * state.pullBack) + 2 * listing.tickUnits,
      );
    }
  });

  it('carries products listed after start (IPOs) to the standby', () => {
    const now = Date.parse('2026-03-10T15:00:00Z');
    const leader = simulator(1, () => now);
    const standby = simulator(1, () => now);
    leader.addListing({ ...CATALOGUE[0], code: 'NEWIPO' });
    leader.step();
    standby.applyStep(leader.exportStep());
    expect(standby.quote('NEWIPO')).toEqual(leader.quote('NEWIPO'));
  });

  it('pause stops the timer but keeps the listeners', () => {
    const market = simulator(1, Date.now);
    const heard = jest.fn();
    market.onTick(heard);
    market.start();
    expect(market.running).toBe(true);
    market.pause();
    expect(market.running).toBe(false);
    market.step();
    expect(heard).toHaveBeenCalledTimes(1);
    market.stop();
  });
});

describe('in-process parts (one server)', () => {
  it('the broker delivers to every handler of the channel at once', () => {
    const broker = new InProcessBroker();
    const got: string[] = [];
    broker.subscribe('a', (m) => got.push(`1:${m}`));
    broker.subscribe('a', (m) => got.push(`2:${m}`));
    broker.subscribe('b', (m) => got.push(`b:${m}`));
    broker.publish('a', 'x');
    expect(got).toEqual(['1:x', '2:x']);
    expect(broker.shared).toBe(false);
  });

  it('rate windows allow `limit` hits per window from the first hit, then a new window', async () => {
    const windows = new InProcessRateWindows();
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++) results.push(await windows.take('ip:1', 3, 60_000, 1000 + i));
    expect(results).toEqual([true, true, true, false]);
    expect(await windows.take('ip:2', 3, 60_000, 1000)).toBe(true);
    expect(await windows.take('ip:1', 3, 60_000, 61_000)).toBe(true);
  });

  it('a sole server is the market from the start until it closes', async () => {
    const leadership = new SoleLeadership();
    const role = { gained: jest.fn(), lost: jest.fn() };
    leadership.start(role);
    expect(role.gained).toHaveBeenCalledTimes(1);
    expect(leadership.isLeader).toBe(true);
    await leadership.close();
    expect(role.lost).toHaveBeenCalledTimes(1);
    expect(leadership.isLeader).toBe(false);
  });
});
