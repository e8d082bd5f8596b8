// The trade remote's test data: a user, a product's buy info, a wallet, holdings and their page.
// The network edge is @app/shared/testing's fakeTransport.
import type { LeverBuyInfo, LeverOrder, LeverRecordResponse, UserInfo } from '@app/shared';

export const USER = {
  uid: 10000001,
  account: 'a@example.com',
  nickname: 'a',
  realNameStatus: 0,
  inviteCode: 'ABCDEF',
} as unknown as UserInfo;

export const AAPL_INFO: LeverBuyInfo = {
  code: 'AAPL',
  name: 'Apple',
  price: '200.00',
  decimals: 2,
  tickUnits: 1,
  tradable: true,
  marketOpen: true,
  leverage: { min: 1, max: 10 },
  quantity: { min: 1, max: 10000 },
  available: '10000.00',
  openOrders: 0,
  maxOpenOrders: 10,
  fees: { handlingFeeBps: 10, transactionTaxBps: 3, stampDutyBps: 5, spreadTicksPerShare: 1, interestBpsPerDay: 2, storageFeeBpsPerDay: 1 },
  forcedCloseLossPct: 80,
};

export function holding(overrides: Partial<LeverOrder> = {}): LeverOrder {
  return {
    id: 1,
    orderNo: 'LV00000001',
    code: 'AAPL',
    name: 'Apple',
    direction: 'bullish',
    tag: 'in',
    leverage: 5,
    priceType: 'market',
    status: 'holding',
    source: 'manual',
    listingAt: null,
    quantity: 10,
    limitPrice: null,
    purchasePrice: '200.00',
    sellPrice: null,
    currentPrice: '200.00',
    marketValue: '2000.00',
    margin: '400.00',
    handlingFee: '2.00',
    transactionTax: '0.00',
    interest: '0.32',
    stampDuty: '0.00',
    spreadFee: '0.10',
    storageFee: '0.00',
    daysToStay: 1,
    floatingPnl: '0.00',
    totalPnl: '-2.42',
    stopProfit: null,
    stopLoss: null,
    forcedClosePrice: '168.00',
    closeReason: null,
    createdAt: 1_700_000_000_000,
    openedAt: 1_700_000_000_000,
    closedAt: null,
    ...overrides,
  };
}

export function records(list: LeverOrder[]): LeverRecordResponse {
  return { list, total: list.length, summary: { marketValue: '2000.00', margin: '400.00', floatingPnl: '0.00', totalPnl: '-2.42' } };
}
