// The buy form against known answers: every figure on screen is the one the trading rules give
// for the same inputs (worked out below, by hand, from the fees in @app/shared/constants: handling
// fee 0.10 % of the notional rounded up, one price step per share of spread, margin = notional ÷
// leverage rounded up), every rule answers with the provider's English message (docs/product.md §5
// wording), a double tap buys once, a refusal changes nothing.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, type FakeAnswer, stockWallet } from '@app/shared/testing';
import { quotesReceived, type LeverBuyInfo, type LeverOrder } from '@app/shared';
import { AAPL_INFO, USER, holding, records } from '../common/test-fixtures';
import { BuyPage } from './BuyPage';

function setup(info: LeverBuyInfo = AAPL_INFO, available = '10000.00', buy?: FakeAnswer<'lever/buy'>, positions: LeverOrder[] = []) {
  const provider = fakeTransport({
    'lever/buyInfo': () => info,
    'user/userWallet': () => stockWallet(available),
    'lever/buy': buy ?? ((body) => holding({ quantity: Number(body.quantity) })),
    'lever/myLeverRecord': () => records(positions),
  });
  const view = renderWithProviders(<BuyPage />, {
    transport: provider.transport,
    route: `/pages/home/twoBuy?code=${info.code}&direction=bullish`,
    preloadedSession: { token: 'tok', user: USER },
  });
  return { provider, ...view };
}

const text = (id: string) => screen.getByTestId(id).textContent ?? '';
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const setLeverage = (n: number) => fireEvent.change(screen.getByTestId('buy-leverage-slider'), { target: { value: String(n) } });
async function ready() {
  await screen.findByTestId('buy-quantity');
  await waitFor(() => expect(text('buy-balance')).toContain('.'));
}
function agree() {
  fireEvent.click(screen.getByTestId('buy-agree'));
}
/** The provider's English message of each trade retCode the form checks itself (docs/product.md §5). */
const SERVER_MESSAGES = {
  2201: 'Purchase quantity is required',
  2202: 'Purchase quantity must be an integer',
  2203: 'The minimum lot is 1',
  2204: 'The maximum lot is 10000',
  2206: 'Please enter a valid price',
  2207: 'Stop profit price cannot be lower than the opening price',
  2208: 'Stop profit price cannot be greater than the opening price',
  2209: 'Stop loss price cannot be greater than the opening price',
  2210: 'Stop loss price cannot be less than the opening price',
  2211: 'Only 10 orders can be bought at the same time',
  2212: 'Insufficient wallet balance',
  2214: 'The market is closed',
} as const;
const serverMessage = (code: keyof typeof SERVER_MESSAGES) => SERVER_MESSAGES[code];

describe("figures: the trading rules' answers for the same inputs", () => {
  // The balance is 10000.00. Max: the most shares whose total fits it (10000 is the lot ceiling).
  const cases: Array<
    [
      string,
      number,
      string,
      number,
      number,
      { margin: string; handlingFee: string; spreadFee: string; interest: string; total: string; max: number },
    ]
  > = [
    // [price, decimals, quantity, leverage, tickUnits, expected]
    // 2000.00 notional: margin 2000 / 5 = 400.00, fee 2.00, spread 10 × 0.01; one share costs 40.21 → 248.
    // Interest 0.02 % a day of the 1600.00 borrowed: 0.32.
    ['200.00', 2, '10', 5, 1, { margin: '400.00', handlingFee: '2.00', spreadFee: '0.10', interest: '0.32', total: '402.10', max: 248 }],
    // 1400.00 notional: margin 466.666… → 466.67, fee 1.40, spread 0.07; 149 shares total 9964.63, 150 shares 10031.50.
    // Interest on 933.33 borrowed: 0.186666 → 0.19 (up).
    ['200.00', 2, '7', 3, 1, { margin: '466.67', handlingFee: '1.40', spreadFee: '0.07', interest: '0.19', total: '468.14', max: 149 }],
    // 333 × 3.912 = 1302.696 → 1302.70 (half-up): margin 186.10, fee 1.3027 → 1.31, spread 0.333 → 0.34 (up).
    // Interest on 1116.60 borrowed: 0.22332 → 0.23.
    ['3.912', 3, '333', 7, 1, { margin: '186.10', handlingFee: '1.31', spreadFee: '0.34', interest: '0.23', total: '187.75', max: 10000 }],
    // 27450.00 notional at 1×: fee 27.45, spread 5 steps of 0.01 per share = 50.00; 363 shares total 9992.47, 364 shares 10020.00.
    // Nothing borrowed at 1×: no interest.
    [
      '27.45',
      2,
      '1000',
      1,
      5,
      { margin: '27,450.00', handlingFee: '27.45', spreadFee: '50.00', interest: '0.00', total: '27,527.45', max: 363 },
    ],
    // 3 × 2745.5 = 8236.50: margin 823.65, fee 8.2365 → 8.24, spread 3 × 0.1 = 0.30; 36 shares total 9986.24, 37 shares 10263.64.
    // Interest on 7412.85 borrowed: 1.48257 → 1.49.
    ['2745.5', 1, '3', 10, 1, { margin: '823.65', handlingFee: '8.24', spreadFee: '0.30', interest: '1.49', total: '832.19', max: 36 }],
  ];
  it.each(cases)('price %s (%i decimals), %s shares at %i×, tick %i', async (price, decimals, quantity, leverage, tickUnits, expected) => {
    setup({ ...AAPL_INFO, price, decimals, tickUnits });
    await ready();
    type('buy-quantity', quantity);
    setLeverage(leverage);
    await waitFor(() => expect(text('buy-margin')).toBe(expected.margin));
    expect(text('buy-handling-fee')).toBe(expected.handlingFee);
    expect(text('buy-spread-fee')).toBe(expected.spreadFee);
    expect(text('buy-daily-interest')).toBe(expected.interest);
    expect(text('buy-total')).toBe(expected.total);
    expect(Number(/[\d,]+/.exec(text('buy-max-quantity'))![0].replaceAll(',', ''))).toBe(expected.max);
  });

  it("shows the daily interest before committing, in the form and on the confirmation: 50 at 231.25, 5× → 1.85, a new holding's first day", async () => {
    setup({ ...AAPL_INFO, price: '231.25' });
    await ready();
    type('buy-quantity', '50');
    // 11562.50 notional, 2312.50 margin: 9250.00 borrowed × 0.02 % a day = 1.85.
    await waitFor(() => expect(text('buy-daily-interest')).toBe('1.85'));
    agree();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('buy-confirm');
    expect(screen.getByRole('dialog', { name: 'Order confirmation' })).toBeTruthy();
    expect(text('confirm-daily-interest')).toBe('1.85');
    expect(screen.getAllByText('Interest per day')).toHaveLength(2);
  });

  it('recomputes every figure as the live price moves', async () => {
    const { store } = setup();
    await ready();
    type('buy-quantity', '10');
    await waitFor(() => expect(text('buy-total')).toBe('402.10'));
    act(() => {
      store.dispatch(
        quotesReceived([{ code: 'AAPL', price: '210.00', change: '10.00', changePct: '5.00', high: '210.00', low: '199.00', ts: 1 }]),
      );
    });
    // 2100.00 notional: margin 420.00 + fee 2.10 + spread 0.10.
    await waitFor(() => expect(text('buy-total')).toBe('422.20'));
    expect(text('buy-live-price')).toBe('210.00');
  });
});

describe("validation: each rule with the provider's own message, nothing sent", () => {
  const cases: Array<[string, Record<string, string>, keyof typeof SERVER_MESSAGES, Partial<LeverBuyInfo>]> = [
    ['quantity required', { quantity: '' }, 2201, {}],
    ['quantity not an integer', { quantity: '1.5' }, 2202, {}],
    ['below the minimum lot', { quantity: '0' }, 2203, {}],
    ['above the maximum lot', { quantity: '10001' }, 2204, {}],
    ['fixed price missing', { quantity: '10', priceType: 'fixed', limit: '' }, 2206, {}],
    ['bullish stop profit at the opening price', { quantity: '10', stopProfit: '200.00' }, 2207, {}],
    ['bullish stop loss above the opening price', { quantity: '10', stopLoss: '200.01' }, 2209, {}],
    ['bearish stop profit above the opening price', { quantity: '10', direction: 'bearish', stopProfit: '201.00' }, 2208, {}],
    ['bearish stop loss below the opening price', { quantity: '10', direction: 'bearish', stopLoss: '199.00' }, 2210, {}],
    [
      'stop against the limit price, not the live price',
      { quantity: '10', priceType: 'fixed', limit: '190.00', stopLoss: '195.00' },
      2209,
      {},
    ],
    ['insufficient balance', { quantity: '10000' }, 2212, {}],
    ['ten orders open', { quantity: '10' }, 2211, { openOrders: 10 }],
    ['market order while the market is closed', { quantity: '10' }, 2214, { marketOpen: false }],
  ];
  it.each(cases)('%s', async (_name, input, code, info) => {
    const { provider } = setup({ ...AAPL_INFO, ...info });
    await ready();
    if (input.direction) fireEvent.click(screen.getByTestId(`direction-${input.direction}`));
    if (input.priceType) fireEvent.click(screen.getByTestId(`price-type-${input.priceType}`));
    if (input.limit !== undefined) type('buy-limit-price', input.limit);
    type('buy-quantity', input.quantity);
    if (input.stopProfit) type('buy-stop-profit', input.stopProfit);
    if (input.stopLoss) type('buy-stop-loss', input.stopLoss);
    agree();
    fireEvent.click(screen.getByTestId('buy-submit'));
    const message = serverMessage(code);
    expect((await screen.findByTestId('buy-error')).textContent).toBe(message);
    expect(screen.queryByTestId('buy-confirm')).toBeNull();
    expect(provider.count('lever/buy')).toBe(0);
  });

  it('asks for the agreement first', async () => {
    setup();
    await ready();
    type('buy-quantity', '10');
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect((await screen.findByTestId('buy-error')).textContent).toBe('Please read and agree to the trading agreement first');
  });
});

describe('submitting', () => {
  async function fillAndConfirm() {
    await ready();
    type('buy-quantity', '10');
    agree();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('buy-confirm');
    expect(text('confirm-total')).toBe('402.10');
    expect(text('confirm-margin')).toBe('400.00');
    expect(text('confirm-quantity')).toBe('10');
  }

  it('a double tap on Confirm sends one lever/buy, with a request id; then the Position tab opens', async () => {
    const { provider, location } = setup();
    await fillAndConfirm();
    const release = provider.hold();
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    await act(async () => {
      release();
    });
    await waitFor(() => expect(location().pathname).toBe('/pages/home/orderlist'));
    const buys = provider.calls.filter((c) => c.path === 'lever/buy');
    expect(buys).toHaveLength(1);
    expect(buys[0].body).toEqual({
      code: 'AAPL',
      direction: 'bullish',
      leverage: 5,
      quantity: '10',
      priceType: 'market',
      requestId: expect.stringMatching(/^buy-.{8,}$/),
    });
    expect(String(buys[0].body?.requestId).length).toBeLessThanOrEqual(64);
  });

  it("the order slots are the provider's count, in which an IPO allotment's holding takes none: beside nine orders it leaves one", async () => {
    // Ten open rows in the Position tab (one an allotment), nine of them leveraged orders: buyInfo says 9.
    const positions = [
      holding({ id: 10, code: 'ORBT', name: 'Orbit Drones', source: 'ipo', leverage: 1 }),
      ...Array.from({ length: 9 }, (_, i) => holding({ id: i + 1 })),
    ];
    const { provider } = setup({ ...AAPL_INFO, openOrders: 9 }, '10000.00', undefined, positions);
    await ready();
    expect(text('buy-open-orders')).toBe('9 / 10');
    await fillAndConfirm();
    expect(screen.queryByTestId('buy-error')).toBeNull();
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    await waitFor(() => expect(provider.count('lever/buy')).toBe(1));
  });

  it('when the provider refuses, its message shows and the form keeps what was typed; the resend carries the same request id', async () => {
    const { provider, location } = setup(AAPL_INFO, '10000.00', () => refuse(2212, serverMessage(2212)));
    await fillAndConfirm();
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    expect((await screen.findByTestId('buy-error')).textContent).toBe(serverMessage(2212));
    expect((screen.getByTestId('buy-quantity') as HTMLInputElement).value).toBe('10');
    expect(location().pathname).toBe('/pages/home/twoBuy');
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('buy-confirm');
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    await waitFor(() => expect(provider.count('lever/buy')).toBe(2));
    const [a, b] = provider.calls.filter((c) => c.path === 'lever/buy');
    expect(a.body?.requestId).toBe(b.body?.requestId);
  });

  it('a fixed-price order sends its price and stops', async () => {
    const { provider } = setup();
    await ready();
    fireEvent.click(screen.getByTestId('price-type-fixed'));
    type('buy-limit-price', '150.00');
    type('buy-quantity', '10');
    type('buy-stop-profit', '180.00');
    type('buy-stop-loss', '140.00');
    agree();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('buy-confirm');
    expect(text('confirm-price')).toBe('150.00');
    // 1500.00 notional: margin 300.00 + fee 1.50 + spread 0.10.
    expect(text('confirm-total')).toBe('301.60');
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    await waitFor(() => expect(provider.count('lever/buy')).toBe(1));
    expect(provider.calls.find((c) => c.path === 'lever/buy')?.body).toMatchObject({
      priceType: 'fixed',
      price: '150.00',
      stopProfit: '180.00',
      stopLoss: '140.00',
    });
  });

  it('the balance links to the transfer page', async () => {
    setup();
    await ready();
    expect(screen.getByTestId('buy-transfer').getAttribute('href')).toBe('/pages/mine/transfer');
  });

  it('while the broker has paused the product, the form says so and cannot be sent; nothing reaches lever/buy', async () => {
    const { provider } = setup({ ...AAPL_INFO, tradable: false });
    await ready();
    expect(text('buy-paused')).toBe(
      'Trading in this product is paused by the broker: no new orders for now. You can still close your positions',
    );
    type('buy-quantity', '10');
    agree();
    const submit = screen.getByTestId('buy-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(screen.queryByTestId('buy-confirm-submit')).toBeNull();
    expect(provider.count('lever/buy')).toBe(0);
  });

  it('a tradable product shows no pause notice', async () => {
    setup();
    await ready();
    expect(screen.queryByTestId('buy-paused')).toBeNull();
    expect((screen.getByTestId('buy-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});
