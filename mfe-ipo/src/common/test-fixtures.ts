// The IPO remote's test data: issues, orders, the AI rule and tasks, a wallet. The signed-in
// session (TEST_SESSION) and the network edge (fakeTransport) are @app/shared/testing's.
import type { AiRule, AiStatusResponse, AiTask, IpoIssue, IpoOrderDetail, IpoOrderState } from '@app/shared';

export const NOW = Date.UTC(2026, 10, 25, 15, 0, 0);
const HOUR = 3_600_000;

export function issue(overrides: Partial<IpoIssue> = {}): IpoIssue {
  return {
    id: 7,
    code: 'ORBT',
    name: 'Orbit Drones',
    market: 'US',
    exchange: 'NASDAQ',
    underwritingPrice: '12.00',
    priceRangeLow: '11.00',
    priceRangeHigh: '13.00',
    totalIssued: 2_000_000,
    minSubscription: 100,
    maxSubscription: 5000,
    subscribeStart: NOW - HOUR,
    subscribeEnd: NOW + HOUR,
    lotteryAt: NOW + 2 * HOUR,
    listingDate: NOW + 3 * HOUR,
    phase: 'subscribing',
    listed: false,
    subscribedShares: 1000,
    subscriptionMultiple: '0.50',
    listingPrice: null,
    firstDayGainPct: null,
    description: 'Delivery drones.',
    ...overrides,
  };
}

const STEP_KEYS = ['subscribe', 'lottery', 'pay', 'allot', 'list'] as const;

export function orderDetail(state: IpoOrderState, overrides: Partial<IpoOrderDetail> = {}): IpoOrderDetail {
  const drawn = state !== 'pending';
  const done = { subscribe: true, lottery: drawn, pay: state === 'bought', allot: state === 'bought', list: false };
  const ended = state === 'notWon' || state === 'unpaid';
  return {
    id: 31,
    orderNo: 'IPO00000031',
    ipoId: 7,
    code: 'ORBT',
    name: 'Orbit Drones',
    market: 'US',
    exchange: 'NASDAQ',
    underwritingPrice: '12.00',
    paymentMethod: state === 'toPay' || state === 'unpaid' ? 'deposit' : 'full',
    quantity: 300,
    amount: '3600.00',
    frozen: state === 'pending' ? '3600.00' : state === 'toPay' ? '360.00' : '0.00',
    state,
    issueResult: drawn ? 'underSubscription' : null,
    allottedQuantity: state === 'bought' || state === 'toPay' ? 300 : 0,
    allottedAmount: state === 'bought' || state === 'toPay' ? '3600.00' : '0.00',
    paidAmount: state === 'bought' ? '3600.00' : state === 'toPay' ? '360.00' : '0.00',
    dueAmount: state === 'toPay' ? '3240.00' : '0.00',
    payDeadline: state === 'toPay' || state === 'unpaid' ? NOW + 48 * HOUR : null,
    subscribedAt: NOW - HOUR,
    lotteryAt: NOW + 2 * HOUR,
    listingDate: NOW + 3 * HOUR,
    // As the provider answers: after a lost lottery or a lapsed allotment the last three will not happen.
    steps: STEP_KEYS.map((key) =>
      ended && !done[key] ? { key, time: null, done: false, skipped: true } : { key, time: NOW, done: done[key], skipped: false },
    ),
    info: [],
    description: '',
    ...overrides,
  };
}

export const RULE: AiRule = {
  multiples: [2, 5, 10],
  orderQuantity: { min: 1, max: 1 },
  profitRange: { min: '-20', max: '30' },
  totalAmount: { min: '1000.00', max: '100000.00', multipleOf: '100.00' },
  countdownSeconds: 10,
  dailyLimit: 2,
  usesPerActivation: 30,
  products: ['AAPL', 'MSFT', 'NVDA', 'TSLA'],
  rules: [],
};

export function aiStatus(overrides: Partial<AiStatusResponse> = {}): AiStatusResponse {
  return {
    status: 'active',
    activatedAt: NOW - HOUR,
    usedToday: 0,
    dailyLimit: 2,
    // The next 00:00 UTC−5 after NOW (10:00 UTC−5 on 11-25).
    dailyResetAt: Date.UTC(2026, 10, 26, 5, 0, 0),
    usesLeft: 30,
    pendingTask: null,
    recentTasks: [],
    ...overrides,
  };
}

export function aiTask(overrides: Partial<AiTask> = {}): AiTask {
  return {
    id: 5,
    amount: '1000.00',
    multiple: 2,
    state: 'counting',
    executeAt: NOW + 10_000,
    orderId: null,
    code: null,
    direction: null,
    failure: null,
    createdAt: NOW,
    ...overrides,
  };
}
