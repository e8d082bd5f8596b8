// The buy form's rules and a holding's live P/L, on known answers (the provider's worked example).
import { TRADE_RET_CODES as C } from '../../contracts/trade';
import { buyFigures, checkBuyForm, checkPurchaseQuantity, checkStops, maxPurchaseQuantity, type BuyFormInput } from './buy-form';
import { daysHeld, interestOf } from './charges';
import { decimalsOf, holdingFiguresAt } from './live-pnl';

const FORM: BuyFormInput = {
  direction: 'bullish',
  leverage: 5,
  leverageLimit: { min: 1, max: 10 },
  quantityText: '10',
  quantityLimit: { min: 1, max: 10000 },
  priceType: 'market',
  limitPriceText: '',
  stopProfitText: '',
  stopLossText: '',
  liveTicks: 20000,
  decimals: 2,
  tickUnits: 1,
  availableMinor: 1_000_000,
  openOrders: 0,
  maxOpenOrders: 10,
  marketOpen: true,
};

it('AAPL 10 @ 200.00 at 5×: margin 400.00, fee 2.00, spread 0.10, total 402.10', () => {
  expect(buyFigures(20000, 10, 2, 5)).toEqual({
    notional: 200000,
    margin: 40000,
    handlingFee: 200,
    spreadFee: 10,
    totalPayable: 40210,
    dailyInterest: 32,
  });
  expect(checkBuyForm(FORM)).toMatchObject({ ok: true, quantity: 10, openTicks: 20000 });
});

it("daily interest before buying is the provider's interest on the new holding's first day: 50 @ 231.25 at 5× → 1.85", () => {
  // 11 562.50 notional, 2 312.50 margin: 9 250.00 borrowed × 0.02 % = 1.85 a day (the opening day counts).
  const figures = buyFigures(23125, 50, 2, 5);
  expect(figures.dailyInterest).toBe(185);
  expect(figures.dailyInterest).toBe(interestOf(figures.notional, figures.margin, daysHeld(0, 0)));
  // Rounded up like every charge; nothing borrowed at 1×.
  expect(buyFigures(3912, 333, 3, 7).dailyInterest).toBe(interestOf(130270, 18610, 1));
  expect(buyFigures(2745, 1000, 2, 1).dailyInterest).toBe(0);
});

it('maximum purchase quantity is the largest whose total fits, within the lots', () => {
  // 10 000.00 at 200.00, 5×: 40.21 per share → 248 (9 972.08), 249 would be 10 012.29
  expect(maxPurchaseQuantity(1_000_000, 20000, 2, 5, { min: 1, max: 10000 })).toBe(248);
  expect(maxPurchaseQuantity(4020, 20000, 2, 5, { min: 1, max: 10000 })).toBe(0);
  expect(maxPurchaseQuantity(10 ** 12, 100, 2, 10, { min: 1, max: 10000 })).toBe(10000);
});

it('quantity, stops and the order of the rules follow the provider', () => {
  expect(checkPurchaseQuantity(' ', { min: 1, max: 10 })).toEqual({ error: C.QUANTITY_REQUIRED });
  expect(checkPurchaseQuantity('+3', { min: 1, max: 10 })).toEqual({ error: C.QUANTITY_NOT_INTEGER });
  expect(checkPurchaseQuantity(' 3.0 ', { min: 1, max: 10 })).toEqual({ quantity: 3 });
  expect(checkStops('bearish', 20000, 19000, 21000)).toBeNull();
  expect(checkStops('bearish', 20000, 20000, undefined)).toBe(C.STOP_PROFIT_ABOVE_OPEN);
  // Quantity before leverage before price before balance before the order limit.
  expect(checkBuyForm({ ...FORM, quantityText: 'x', leverage: 99 })).toEqual({ ok: false, error: C.QUANTITY_NOT_INTEGER });
  expect(checkBuyForm({ ...FORM, leverage: 11, stopLossText: '300' })).toEqual({ ok: false, error: C.LEVERAGE_OUT_OF_RANGE });
  expect(checkBuyForm({ ...FORM, stopLossText: '1.001' })).toEqual({ ok: false, error: C.INVALID_PRICE });
  expect(checkBuyForm({ ...FORM, availableMinor: 40209, openOrders: 10 })).toEqual({ ok: false, error: C.TRADE_INSUFFICIENT_BALANCE });
  expect(checkBuyForm({ ...FORM, openOrders: 10 })).toEqual({ ok: false, error: C.ORDER_LIMIT_REACHED });
  // A limit order does not need an open market; a market order does.
  expect(checkBuyForm({ ...FORM, marketOpen: false, priceType: 'fixed', limitPriceText: '150.00' })).toMatchObject({
    ok: true,
    openTicks: 15000,
  });
  expect(checkBuyForm({ ...FORM, marketOpen: false })).toEqual({ ok: false, error: C.MARKET_CLOSED });
});

it("a holding's live figures: price P/L minus opening charges and what has accrued", () => {
  const order = {
    direction: 'bullish' as const,
    quantity: 10,
    purchasePrice: '200.00',
    handlingFee: '2.00',
    spreadFee: '0.10',
    interest: '0.96',
    storageFee: '0.40',
  };
  expect(holdingFiguresAt(order, '210.00')).toEqual({ marketValue: 210000, floatingPnl: 10000, totalPnl: 10000 - 346 });
  expect(holdingFiguresAt({ ...order, direction: 'bearish' }, '210.00')?.floatingPnl).toBe(-10000);
  expect(holdingFiguresAt(order, '210.001')).toBeNull();
  expect(decimalsOf('3.912')).toBe(3);
  expect(decimalsOf('2745')).toBe(0);
});
