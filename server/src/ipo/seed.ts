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
    code: 'NMBR',
    name: { en: 'Nimbus Robotics', zh: '宁巴斯机器人' },
    market: 'US',
    exchange: 'NASDAQ',
    price: 1800,
    low: 1600,
    high: 1900,
    totalIssued: 5_000_000,
    minSubscription: 100,
    maxSubscription: 10_000,
    start: -20,
    end: -17,
    lottery: -16,
    listing: -14,
    publicDemand: 8.5,
    firstDayClose: 2435,
    description: { en: 'Warehouse and logistics robots for mid-size retailers.', zh: '面向中型零售商的仓储物流机器人。' },
  },
  {
    code: '02619',
    name: { en: 'Harbor Biotech', zh: '海港生物' },
    market: 'HK',
    exchange: 'HKEX',
    price: 980,
    low: 920,
    high: 1050,
    totalIssued: 20_000_000,
    minSubscription: 500,
    maxSubscription: 50_000,
    start: -12,
    end: -9,
    lottery: -8,
    listing: -6,
    publicDemand: 0.7,
    firstDayClose: 890,
    description: { en: 'Antibody drugs in late-stage trials across Asia.', zh: '在亚洲开展后期临床试验的抗体药物。' },
  },
  {
    code: '5592',
    name: { en: 'Sakura Mobility', zh: '樱花出行' },
    market: 'JP',
    exchange: 'TSE',
    price: 2150,
    low: 1980,
    high: 2200,
    totalIssued: 8_000_000,
    minSubscription: 100,
    maxSubscription: 20_000,
    start: -8,
    end: -5,
    lottery: -4,
    listing: -2,
    publicDemand: 4.2,
    firstDayClose: 2740,
    description: { en: 'Electric scooters and charging networks in Japanese cities.', zh: '日本城市电动滑板车与充电网络。' },
  },
  {
    code: 'AURE',
    name: { en: 'Aurora Energy', zh: '极光能源' },
    market: 'US',
    exchange: 'NASDAQ',
    price: 1500,
    low: 1400,
    high: 1600,
    totalIssued: 6_000_000,
    minSubscription: 100,
    maxSubscription: 10_000,
    start: -5,
    end: -2,
    lottery: -1,
    listing: 2,
    publicDemand: 2.4,
    firstDayClose: 1720,
    description: { en: 'Grid-scale battery storage for solar farms.', zh: '为光伏电站提供电网级储能电池。' },
  },
  {
    code: 'LMNC',
    name: { en: 'Lumen Cloud', zh: '流明云' },
    market: 'US',
    exchange: 'NYSE',
    price: 3200,
    low: 3000,
    high: 3400,
    totalIssued: 4_000_000,
    minSubscription: 100,
    maxSubscription: 5_000,
    start: -1,
    end: 2,
    lottery: 3,
    listing: 5,
    publicDemand: 3.0,
    firstDayClose: 4010,
    description: { en: 'Managed databases and AI inference for developers.', zh: '为开发者提供托管数据库与AI推理服务。' },
  },
  {
    code: '02588',
    name: { en: 'Jade River Foods', zh: '玉河食品' },
    market: 'HK',
    exchange: 'HKEX',
    price: 620,
    low: 580,
    high: 650,
    totalIssued: 30_000_000,
    minSubscription: 1000,
    maxSubscription: 100_000,
    start: -2,
    end: 1,
    lottery: 2,
    listing: 4,
    publicDemand: 0.6,
    firstDayClose: 655,
    description: { en: 'Packaged foods and tea drinks sold across Greater China.', zh: '大中华区包装食品与茶饮品牌。' },
  },
  {
    code: '688777',
    name: { en: 'Qilin Semiconductor', zh: '麒麟半导体' },
    market: 'CN',
    exchange: 'SSE',
    price: 1260,
    low: 1180,
    high: 1300,
    totalIssued: 40_000_000,
    minSubscription: 500,
    maxSubscription: 100_000,
    start: 3,
    end: 6,
    lottery: 7,
    listing: 9,
    publicDemand: 5.5,
    firstDayClose: 2100,
    description: { en: 'Power chips for electric vehicles and chargers.', zh: '用于电动汽车与充电桩的功率芯片。' },
  },
  {
    code: 'PLRS',
    name: { en: 'Polaris Payments', zh: '北极星支付' },
    market: 'US',
    exchange: 'NYSE',
    price: 2600,
    low: 2400,
    high: 2800,
    totalIssued: 7_000_000,
    minSubscription: 100,
    maxSubscription: 10_000,
    start: 7,
    end: 10,
    lottery: 11,
    listing: 13,
    publicDemand: 1.8,
    firstDayClose: 2990,
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
  // STAFF_OPERATIONS=on: the issues are the operations staff's, none is made up.
  if (ctx.config.staff.operations) return;
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

// ── The demo cycle ──────────────────────────────────────────────────────────────────────────────
// The batch above runs on days, as real issues do. So that a visitor can watch a whole IPO in a
// few minutes (subscribe → lottery → pay → allot → list → close the holding), the demo also keeps
// two short issues running on a minutes clock: one undersubscribed (every application is allotted
// in full) and one heavily oversubscribed (a small application almost always loses, and its frozen
// funds come back at the lottery). A fresh pair opens whenever neither is open any more; finished
// pairs nobody subscribed to are removed, so the lists do not fill up with them.

/** Timing of the demo cycle, seconds. IPO_DEMO_WINDOW_SECONDS=0 turns it off. */
export interface DemoCycleTiming {
  window: number;
  /** From the window's end to the lottery. */
  lotteryAfter: number;
  /** From the lottery to the listing. */
  listingAfter: number;
}

export function demoCycleTiming(env: Record<string, string | undefined> = process.env): DemoCycleTiming | null {
  const read = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!/^\d{1,6}$/.test(raw)) throw new Error(`${name} must be a whole number of seconds, got "${raw}"`);
    return Number(raw);
  };
  const window = read('IPO_DEMO_WINDOW_SECONDS', 180);
  if (window === 0) return null;
  return { window, lotteryAfter: read('IPO_DEMO_LOTTERY_SECONDS', 30), listingAfter: read('IPO_DEMO_LISTING_SECONDS', 60) };
}

/** An issue of the demo cycle: its window is shorter than an hour (the batch's are days). */
const DEMO_CYCLE_MAX_WINDOW_MS = HOUR;

interface CycleIssue {
  code: string;
  name: { en: string; zh: string };
  price: number;
  low: number;
  high: number;
  totalIssued: number;
  minSubscription: number;
  maxSubscription: number;
  publicDemand: number;
  firstDayClose: number;
  description: { en: string; zh: string };
}

const DEMO_CYCLE: readonly CycleIssue[] = [
  {
    code: 'ORBT',
    name: { en: 'Orbit Drones', zh: '轨道无人机' },
    price: 1200,
    low: 1100,
    high: 1300,
    totalIssued: 2_000_000,
    minSubscription: 100,
    maxSubscription: 5_000,
    publicDemand: 0.5,
    firstDayClose: 1512,
    description: {
      en: 'Delivery drones for farms and islands. Demo issue: every application is allotted in full.',
      zh: '面向农场与海岛的配送无人机。演示新股：每份申购全额中签。',
    },
  },
  {
    code: 'HYPE',
    name: { en: 'Hyperion AI', zh: '许珀里翁智能' },
    price: 2500,
    low: 2300,
    high: 2600,
    totalIssued: 1_000_000,
    minSubscription: 100,
    maxSubscription: 5_000,
    publicDemand: 400,
    firstDayClose: 3310,
    description: {
      en: 'AI chips for data centres. Demo issue: heavily oversubscribed, most applications do not win.',
      zh: '数据中心AI芯片。演示新股：大幅超额认购，多数申购不中签。',
    },
  },
];

export async function seedDemoCycle(ctx: Pick<DomainContext, 'db'>, timing: DemoCycleTiming, now: number): Promise<boolean> {
  const open = await ctx.db
    .selectFrom('ipo_issues')
    .select('id')
    .where('origin', '=', 'demo')
    .where('subscribe_end', '>', now)
    .where((eb) => eb(eb('subscribe_end', '-', eb.ref('subscribe_start')), '<', DEMO_CYCLE_MAX_WINDOW_MS))
    .limit(1)
    .executeTakeFirst();
  if (open) return false;
  // Finished demo issues without a single application go; the ones a customer used stay (history).
  // Issues staff set up (ops/ipoCreate) are never touched, however short their window.
  await ctx.db
    .deleteFrom('ipo_issues')
    .where('origin', '=', 'demo')
    .where('listing_date', '<', now)
    .where((eb) => eb(eb('subscribe_end', '-', eb.ref('subscribe_start')), '<', DEMO_CYCLE_MAX_WINDOW_MS))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('ipo_orders').select('ipo_orders.id').whereRef('ipo_orders.ipo_id', '=', 'ipo_issues.id'))),
    )
    .execute();
  const start = Math.floor(now / 1000) * 1000;
  const end = start + timing.window * 1000;
  const lottery = end + timing.lotteryAfter * 1000;
  const listing = lottery + timing.listingAfter * 1000;
  await ctx.db
    .insertInto('ipo_issues')
    .values(
      DEMO_CYCLE.map((d) => ({
        code: d.code,
        name_en: d.name.en,
        name_zh: d.name.zh,
        market: 'US',
        exchange: 'NASDAQ',
        underwriting_price_minor: d.price,
        price_low_minor: d.low,
        price_high_minor: d.high,
        total_issued: d.totalIssued,
        min_subscription: d.minSubscription,
        max_subscription: d.maxSubscription,
        subscribe_start: start,
        subscribe_end: end,
        lottery_at: lottery,
        listing_date: listing,
        public_demand: Math.round(d.totalIssued * d.publicDemand),
        first_day_close_minor: d.firstDayClose,
        description_en: d.description.en,
        description_zh: d.description.zh,
        lottery_seed: seedOf(`${d.code}:${start}`),
        lottery_done_at: null,
        issue_result: null,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['code', 'subscribe_start']).doNothing())
    .execute();
  return true;
}
