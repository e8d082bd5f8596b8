// Known answers, computed by hand, for every formula of an order's money.
import {
  bpsCharge,
  closingCharges,
  daysHeld,
  forcedCloseLoss,
  forcedClosePriceTicks,
  interestOf,
  marginOf,
  notionalMinor,
  openingCharges,
  pricePnl,
  reachesForcedClose,
  shareOf,
  spreadFeeOf,
  storageFeeOf,
} from './charges';

const DAY = 24 * 60 * 60 * 1000;

describe('notional', () => {
  it('converts ticks of 2, 1 and 3 decimals to cents', () => {
    expect(notionalMinor(20000, 10, 2)).toBe(200000); // 200.00 × 10 = 2000.00
    expect(notionalMinor(27455, 3, 1)).toBe(823650); // 2745.5 × 3 = 8236.50
    expect(notionalMinor(3912, 333, 3)).toBe(130270); // 3.912 × 333 = 1302.696 → 1302.70 (half-up)
    expect(notionalMinor(3915, 1, 3)).toBe(392); // 3.915 → 3.92 (exactly half: away from zero)
  });
});

describe('opening charges', () => {
  it('AAPL 200.00 × 10 at 5×: margin 400.00, handling fee 2.00, spread 0.10', () => {
    expect(openingCharges(20000, 10, 2, 5)).toEqual({ notional: 200000, margin: 40000, handlingFee: 200, spreadFee: 10 });
  });
  it('rounds the margin and fees up', () => {
    expect(marginOf(100001, 3)).toBe(33334);
    expect(bpsCharge(12345, 10)).toBe(13); // 12.345 → 13 cents
    expect(spreadFeeOf(333, 3)).toBe(34); // 333 × 0.001 = 0.333 → 0.34
    expect(spreadFeeOf(7, 1)).toBe(70); // 7 × 0.1 = 0.70
  });
});

describe('days, interest and storage', () => {
  it('counts the opening day as day 1', () => {
    expect(daysHeld(0, 0)).toBe(1);
    expect(daysHeld(0, DAY - 1)).toBe(1);
    expect(daysHeld(0, DAY)).toBe(2);
    expect(daysHeld(0, 2 * DAY + 3_600_000)).toBe(3);
  });
  it('interest: 0.02 % a day on notional − margin; storage: 0.01 % a day past the first', () => {
    expect(interestOf(200000, 40000, 3)).toBe(96); // 160000 × 0.0002 × 3 = 96
    expect(interestOf(200000, 200000, 3)).toBe(0); // 1×: nothing borrowed
    expect(storageFeeOf(200000, 1)).toBe(0);
    expect(storageFeeOf(200000, 3)).toBe(40); // 200000 × 0.0001 × 2
  });
});

describe('closing', () => {
  it('bullish AAPL 200.00 → 210.00 after 3 days: total P/L 92.76', () => {
    const c = closingCharges({
      direction: 'bullish',
      openTicks: 20000,
      closeTicks: 21000,
      quantity: 10,
      decimals: 2,
      margin: 40000,
      days: 3,
    });
    expect(c).toEqual({
      closeNotional: 210000,
      handlingFee: 210,
      transactionTax: 63,
      stampDuty: 105,
      interest: 96,
      storageFee: 40,
      pnl: 10000,
    });
    const opening = openingCharges(20000, 10, 2, 5);
    const total =
      c.pnl - opening.handlingFee - opening.spreadFee - c.handlingFee - c.transactionTax - c.stampDuty - c.interest - c.storageFee;
    expect(total).toBe(9276);
  });
  it('bearish gains when the price falls', () => {
    expect(pricePnl('bearish', 20000, 19000, 10, 2)).toBe(10000);
    expect(pricePnl('bearish', 20000, 21000, 10, 2)).toBe(-10000);
  });
});

describe('forced stop-loss line', () => {
  it('is 80 % of the margin', () => {
    expect(forcedCloseLoss(40000)).toBe(32000);
    expect(reachesForcedClose(-31999, 40000)).toBe(false);
    expect(reachesForcedClose(-32000, 40000)).toBe(true);
  });
  it('is reached 32.00 a share away for 10 shares with 400.00 margin', () => {
    expect(forcedClosePriceTicks('bullish', 20000, 10, 2, 40000)).toBe(16800);
    expect(forcedClosePriceTicks('bearish', 20000, 10, 2, 40000)).toBe(23200);
    expect(reachesForcedClose(pricePnl('bullish', 20000, 16800, 10, 2), 40000)).toBe(true);
    expect(reachesForcedClose(pricePnl('bullish', 20000, 16801, 10, 2), 40000)).toBe(false);
  });
});

describe('partial shares', () => {
  it('rounds the closed part down and keeps the rest exact', () => {
    expect(shareOf(40000, 3, 10)).toBe(12000);
    expect(shareOf(33334, 1, 3)).toBe(11111);
    expect(shareOf(33334, 3, 3)).toBe(33334);
  });
});

describe('spread on markets with a larger price step', () => {
  it('charges one step per share: 0.05 in Hong Kong', () => {
    expect(spreadFeeOf(100, 2, 5)).toBe(500);
    expect(openingCharges(8235, 100, 2, 2, 5).spreadFee).toBe(500);
  });
});
