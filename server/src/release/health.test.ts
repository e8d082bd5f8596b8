// The decision that aborts a canary, and what a failure report may hold.
import { errorRate, judgeCanary, parseHealthReport, visitorHash } from './health';

const settings = { margin: 0.02, minVisitors: 100 };
const tally = (visitors: number, errorVisitors: number) => ({ visitors, errorVisitors });

describe('judgeCanary', () => {
  it('aborts a canary whose error rate exceeds the live one by more than the margin', () => {
    const verdict = judgeCanary(tally(1000, 8), tally(120, 41), settings);
    expect(verdict).toMatchObject({ abort: true, liveRate: 0.008 });
    expect(verdict.canaryRate).toBeCloseTo(0.3417, 4);
    expect(verdict.message).toBe('error rate 34.2 % on 120 visitors vs live 0.8 %; margin 2 points');
  });

  it('keeps a canary within the margin, and one exactly at it', () => {
    expect(judgeCanary(tally(1000, 30), tally(100, 4), settings).abort).toBe(false); // 4 % vs 3 %
    expect(judgeCanary(tally(1000, 30), tally(100, 5), settings).abort).toBe(false); // 5 % vs 3 %: exactly 2 points
    expect(judgeCanary(tally(1000, 30), tally(100, 6), settings).abort).toBe(true); // 6 % vs 3 %
  });

  it('gives no verdict before the canary has had the minimum of visitors', () => {
    expect(judgeCanary(tally(1000, 0), tally(99, 99), settings).abort).toBe(false);
    expect(judgeCanary(tally(1000, 0), tally(100, 99), settings).abort).toBe(true);
    expect(judgeCanary(tally(1000, 0), tally(3, 3), { margin: 0.02, minVisitors: 3 }).abort).toBe(true);
  });

  it('without live visitors (a canary at 100 %) compares with no failures at all', () => {
    const failing = judgeCanary(tally(0, 0), tally(200, 10), settings);
    expect(failing).toMatchObject({ abort: true, liveRate: 0, canaryRate: 0.05 });
    expect(failing.message).toBe('error rate 5 % on 200 visitors vs live 0 % (no live visitors); margin 2 points');
    expect(judgeCanary(tally(0, 0), tally(200, 4), settings).abort).toBe(false);
  });

  it('equal rates never abort, however high', () => {
    expect(judgeCanary(tally(500, 250), tally(500, 250), settings).abort).toBe(false);
    expect(judgeCanary(tally(500, 0), tally(500, 0), settings).abort).toBe(false);
    expect(judgeCanary(tally(500, 500), tally(500, 500), { margin: 0, minVisitors: 1 }).abort).toBe(false);
  });

  it('a margin of 1 never aborts', () => {
    expect(judgeCanary(tally(500, 0), tally(500, 500), { margin: 1, minVisitors: 1 }).abort).toBe(false);
  });

  it('an error rate is at most 1 and 0 without visitors', () => {
    expect(errorRate(tally(0, 3))).toBe(0);
    expect(errorRate(tally(2, 3))).toBe(1);
  });
});

describe('parseHealthReport', () => {
  const report = { remote: 'trade', version: '1.0.1', route: '/pages/home/twoBuy', kind: 'render', errorClass: 'TypeError' };

  it('takes a report, and only its five fields', () => {
    expect(parseHealthReport({ ...report, message: 'alice@example.com', extra: 1 })).toEqual({ report });
    expect(parseHealthReport({ ...report, route: 'widget:quotes', kind: 'load', errorClass: 'ChunkLoadError' })).toEqual({
      report: { ...report, route: 'widget:quotes', kind: 'load', errorClass: 'ChunkLoadError' },
    });
  });

  it.each([
    ['not an object', 'trade'],
    ['null', null],
    ['an array', [report]],
    ['a remote that is no remote name', { ...report, remote: '../trade' }],
    ['a version that is no version', { ...report, version: 'latest' }],
    ['a route with a query', { ...report, route: '/pages/home/listdetail?code=AAPL' }],
    ['a route that is no path', { ...report, route: 'pages/x' }],
    ['a route too long', { ...report, route: `/${'a'.repeat(200)}` }],
    ['an unknown kind', { ...report, kind: 'crash' }],
    ['an error class that is a message', { ...report, errorClass: 'Cannot read properties of undefined' }],
    ['a missing field', { remote: 'trade', version: '1.0.1', route: '/x', kind: 'load' }],
    ['a number for a string', { ...report, version: 101 }],
  ])('refuses %s', (_what, body) => {
    expect(parseHealthReport(body)).toEqual({ error: expect.any(String) });
  });
});

it('stores a visitor as a hash, the same for the same visitor', () => {
  expect(visitorHash('Qm9vbV9pZF8xMjM0NTY3')).toMatch(/^[0-9a-f]{32}$/);
  expect(visitorHash('Qm9vbV9pZF8xMjM0NTY3')).toBe(visitorHash('Qm9vbV9pZF8xMjM0NTY3'));
  expect(visitorHash('Qm9vbV9pZF8xMjM0NTY3')).not.toContain('Qm9v');
  expect(visitorHash('another_visitor_id_0')).not.toBe(visitorHash('Qm9vbV9pZF8xMjM0NTY3'));
});
