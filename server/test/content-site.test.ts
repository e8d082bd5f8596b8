// Home's icon menu and the configuration keys over real HTTP (banners: public-data.test.ts).
import { RetCode, type NavigationItem } from '@app/shared/contracts';
import { FORCED_CLOSE_LOSS_PCT, NOTICE_MARQUEE_PX_PER_SECOND } from '@app/shared/constants';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

describe('navigationBar/queryNavigationBarList', () => {
  it('lists the icon menu with titles in the request language and in-app links', async () => {
    const en = await call<NavigationItem[]>(server.baseUrl, 'navigationBar/queryNavigationBarList');
    const zh = await call<NavigationItem[]>(server.baseUrl, 'navigationBar/queryNavigationBarList', {}, { lang: 'zh_CN' });
    expect(en.body.retCode).toBe(RetCode.OK);
    expect(en.body.data.length % 4).toBe(0);
    expect(en.body.data.slice(0, 4)).toEqual([
      { id: 1, title: 'IPO', icon: '/static/nav/ipo.svg', link: '/pages/mine/ipo' },
      { id: 2, title: 'Recharge', icon: '/static/nav/recharge.svg', link: '/pages/mine/recharge' },
      { id: 3, title: 'Withdrawal', icon: '/static/nav/withdrawal.svg', link: '/pages/mine/withdrawal' },
      { id: 4, title: 'Watchlist', icon: '/static/nav/watchlist.svg', link: '/pages/mylist/mylist' },
    ]);
    expect(zh.body.data.map((n) => n.title).slice(0, 4)).toEqual(['新股申购', '充值', '提现', '自选']);
    expect(zh.body.data.map((n) => n.link)).toEqual(en.body.data.map((n) => n.link));
    for (const item of en.body.data) expect(item.link).toMatch(/^\/pages\//);
  });

  it('serves every icon as a self-contained SVG', async () => {
    const { body } = await call<NavigationItem[]>(server.baseUrl, 'navigationBar/queryNavigationBarList');
    for (const item of body.data) {
      const response = await fetch(`${server.baseUrl}${item.icon}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toContain('viewBox="0 0 96 96"');
      // No external references: nothing else to fetch.
      expect(svg).not.toMatch(/(href|src)="(https?:)?\/\//);
    }
  });
});

describe('config/getKeys', () => {
  const getKeys = (keys: string, lang?: string) => call<Record<string, string>>(server.baseUrl, 'config/getKeys', { keys }, { lang });

  it('answers the known keys asked for, in the request language, leaving unknown ones out', async () => {
    const { body } = await getKeys('customerServiceHours, forcedStopLossExplanation,noSuchKey,noticeMarqueeSpeed');
    expect(body.retCode).toBe(RetCode.OK);
    expect(Object.keys(body.data).sort()).toEqual(['customerServiceHours', 'forcedStopLossExplanation', 'noticeMarqueeSpeed']);
    expect(body.data.forcedStopLossExplanation).toContain(`${FORCED_CLOSE_LOSS_PCT}%`);
    expect(body.data.noticeMarqueeSpeed).toBe(String(NOTICE_MARQUEE_PX_PER_SECOND));
    const zh = await getKeys('customerServiceHours,forcedStopLossExplanation', 'zh_CN');
    expect(zh.body.data.forcedStopLossExplanation).toMatch(/强制平仓线/);
    expect(zh.body.data.customerServiceHours).toMatch(/每天/);
  });

  it('explains the withdrawal tax as the wallet setting reads it, and names the market hours mode', async () => {
    const { body } = await getKeys(
      'withdrawalTaxNotice,withdrawalTaxPct,withdrawalTaxBorneBy,marketHours,currency,investmentAmountHint,quoteIntervalMs',
    );
    expect(body.data).toMatchObject({
      withdrawalTaxPct: '5',
      withdrawalTaxBorneBy: 'platform',
      marketHours: 'always',
      currency: 'USDT',
      investmentAmountHint: '1000-100000',
      quoteIntervalMs: '50',
    });
    expect(body.data.withdrawalTaxNotice).toMatch(/5% tax, which the platform bears/);
  });

  it('answers an empty object for unknown keys and 1000 without keys', async () => {
    expect((await getKeys('a,b,,c')).body.data).toEqual({});
    expect((await getKeys('toString,__proto__')).body.data).toEqual({});
    const missing = await call(server.baseUrl, 'config/getKeys');
    expect(missing.body).toMatchObject({ retCode: RetCode.INVALID_PARAMS, message: 'Invalid parameters' });
  });
});
