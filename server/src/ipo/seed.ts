// Demo data of the ipo domain: eight issues in both languages, placed around the day the database
// is seeded so that some are listed (with their first-day gain), one awaits listing, two are open
// for subscription and two are upcoming. Written when no issue is open or upcoming any more (an
// empty table included), so restarts never duplicate a batch and a long-running demo gets a fresh one.
import type { DomainContext } from '../domain-context';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoIssue {
  code: string;
  name: { en: string; zh: string };
  market: string;
  exchange: string;
  /** USDT minor units. */
  price: number;
  low: number;
  high: number;
  totalIssued: number;
  minSubscription: number;
  maxSubscription: number;
  /** Days from the seeding hour: window start, window end, lottery, listing. */
  start: number;
  end: number;
  lottery: number;
  listing: number;
  /** Public book as a multiple of the shares offered (over 1: oversubscribed). */
  publicDemand: number;
  /** First-day close, minor units. */
  firstDayClose: number;
  description: { en: string; zh: string };
}

const DEMO_ISSUES: readonly DemoIssue[] = [
  {
    code: 'NMBR', name: { en: 'Nimbus Robotics', zh: '宁巴斯机器人' }, market: 'US', exchange: 'NASDAQ',
    price: 1800, low: 1600, high: 1900, totalIssued: 5_000_000, minSubscription: 100, maxSubscription: 10_000,
    start: -20, end: -17, lottery: -16, listing: -14, publicDemand: 8.5, firstDayClose: 2435,
    description: { en: 'Warehouse and logistics robots for mid-size retailers.', zh: '面向中型零售商的仓储物流机器人。' },
  },
  {
    code: '02619', name: { en: 'Harbor Biotech', zh: '海港生物' }, market: 'HK', exchange: 'HKEX',
    price: 980, low: 920, high: 1050, totalIssued: 20_000_000, minSubscription: 500, maxSubscription: 50_000,
    start: -12, end: -9, lottery: -8, listing: -6, publicDemand: 0.7, firstDayClose: 890,
    description: { en: 'Antibody drugs in late-stage trials across Asia.', zh: '在亚洲开展后期临床试验的抗体药物。' },
  },
  {
    code: '5592', name: { en: 'Sakura Mobility', zh: '樱花出行' }, market: 'JP', exchange: 'TSE',
    price: 2150, low: 1980, high: 2200, totalIssued: 8_000_000, minSubscription: 100, maxSubscription: 20_000,
    start: -8, end: -5, lottery: -4, listing: -2, publicDemand: 4.2, firstDayClose: 2740,
    description: { en: 'Electric scooters and charging networks in Japanese cities.', zh: '日本城市电动滑板车与充电网络。' },
  },
  {
    code: 'AURE', name: { en: 'Aurora Energy', zh: '极光能源' }, market: 'US', exchange: 'NASDAQ',
    price: 1500, low: 1400, high: 1600, totalIssued: 6_000_000, minSubscription: 100, maxSubscription: 10_000,
    start: -5, end: -2, lottery: -1, listing: 2, publicDemand: 2.4, firstDayClose: 1720,
    description: { en: 'Grid-scale battery storage for solar farms.', zh: '为光伏电站提供电网级储能电池。' },
  },
  {
    code: 'LMNC', name: { en: 'Lumen Cloud', zh: '流明云' }, market: 'US', exchange: 'NYSE',
    price: 3200, low: 3000, high: 3400, totalIssued: 4_000_000, minSubscription: 100, maxSubscription: 5_000,
    start: -1, end: 2, lottery: 3, listing: 5, publicDemand: 3.0, firstDayClose: 4010,
    description: { en: 'Managed databases and AI inference for developers.', zh: '为开发者提供托管数据库与AI推理服务。' },
  },
  {
    code: '02588', name: { en: 'Jade River Foods', zh: '玉河食品' }, market: 'HK', exchange: 'HKEX',
    price: 620, low: 580, high: 650, totalIssued: 30_000_000, minSubscription: 1000, maxSubscription: 100_000,
    start: -2, end: 1, lottery: 2, listing: 4, publicDemand: 0.6, firstDayClose: 655,
    description: { en: 'Packaged foods and tea drinks sold across Greater China.', zh: '大中华区包装食品与茶饮品牌。' },
  },
  {
    code: '688777', name: { en: 'Qilin Semiconductor', zh: '麒麟半导体' }, market: 'CN', exchange: 'SSE',
    price: 1260, low: 1180, high: 1300, totalIssued: 40_000_000, minSubscription: 500, maxSubscription: 100_000,
    start: 3, end: 6, lottery: 7, listing: 9, publicDemand: 5.5, firstDayClose: 2100,
    description: { en: 'Power chips for electric vehicles and chargers.', zh: '用于电动汽车与充电桩的功率芯片。' },
  },
  {
    code: 'PLRS', name: { en: 'Polaris Payments', zh: '北极星支付' }, market: 'US', exchange: 'NYSE',
    price: 2600, low: 2400, high: 2800, totalIssued: 7_000_000, minSubscription: 100, maxSubscription: 10_000,
    start: 7, end: 10, lottery: 11, listing: 13, publicDemand: 1.8, firstDayClose: 2990,
    description: { en: 'Cross-border payments for online merchants.', zh: '面向网商的跨境支付服务。' },
  },
];

/** A stable 32-bit seed from a code (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

export async function seedIpo(ctx: DomainContext): Promise<void> {
  const now = ctx.now();
  const open = await ctx.db.selectFrom('ipo_issues').select('id').where('subscribe_end', '>', now).limit(1).executeTakeFirst();
  if (open) return;
  const base = Math.floor(now / HOUR) * HOUR;
  await ctx.db
    .insertInto('ipo_issues')
    .values(
      DEMO_ISSUES.map((d) => ({
        code: d.code,
        name_en: d.name.en,
        name_zh: d.name.zh,
        market: d.market,
        exchange: d.exchange,
        underwriting_price_minor: d.price,
        price_low_minor: d.low,
        price_high_minor: d.high,
        total_issued: d.totalIssued,
        min_subscription: d.minSubscription,
        max_subscription: d.maxSubscription,
        subscribe_start: base + d.start * DAY,
        subscribe_end: base + d.end * DAY,
        lottery_at: base + d.lottery * DAY,
        listing_date: base + d.listing * DAY,
        public_demand: Math.round(d.totalIssued * d.publicDemand),
        first_day_close_minor: d.firstDayClose,
        description_en: d.description.en,
        description_zh: d.description.zh,
        lottery_seed: seedOf(`${d.code}:${base}`),
        lottery_done_at: null,
        issue_result: null,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['code', 'subscribe_start']).doNothing())
    .execute();
}
