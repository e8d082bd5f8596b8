// The buy form against the provider's own functions and messages: every figure on screen equals
// what server/src/trade/charges.ts computes for the same inputs, every rule answers with the
// server's own English message, a double tap buys once, a refusal changes nothing.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { formatMoney, parseDecimal, quotesReceived, type ApiRequest, type LeverBuyInfo, type LeverOrder } from '@app/shared';
import { openingCharges } from '../../../server/src/trade/charges';
import { TRADE_MESSAGES } from '../../../server/src/trade/messages';
import { AAPL_INFO, USER, fakeProvider, holding, records, refuse, wallet } from '../test-fixtures';
import { BuyPage } from './BuyPage';

function setup(
  info: LeverBuyInfo = AAPL_INFO, available = '10000.00', buy?: (req: ApiRequest) => ReturnType<typeof refuse> | { data: unknown }, positions: LeverOrder[] = [],
) {
  const provider = fakeProvider({
    'lever/buyInfo': () => ({ data: info }),
    'user/userWallet': () => ({ data: wallet(available) }),
    'lever/buy': buy ?? ((req) => ({ data: holding({ quantity: Number(req.body?.quantity) }) })),
    'lever/myLeverRecord': () => ({ data: records(positions) }),
  });
  const view = renderWithProviders(<BuyPage />, {
    transport: provider.transport, route: `/pages/home/twoBuy?code=${info.code}&direction=bullish`, preloadedSession: { token: 'tok', user: USER },
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
const serverMessage = (code: keyof typeof TRADE_MESSAGES) => TRADE_MESSAGES[code].en;

describe('figures: the same as the provider\'s functions for the same inputs', () => {
  const cases: Array<[string, number, string, number, number]> = [
    // [price, decimals, quantity, leverage, tickUnits]
    ['200.00', 2, '10', 5, 1],
    ['200.00', 2, '7', 3, 1],
    ['3.912', 3, '333', 7, 1],
    ['27.45', 2, '1000', 1, 5],
    ['2745.5', 1, '3', 10, 1],
  ];
  it.each(cases)('price %s (%i decimals), %s shares at %i×, tick %i', async (price, decimals, quantity, leverage, tickUnits) => {
    setup({ ...AAPL_INFO, price, decimals, tickUnits });
    await ready();
    type('buy-quantity', quantity);
    setLeverage(leverage);
    const ticks = parseDecimal(price, decimals)!;
    const server = openingCharges(ticks, Number(quantity), decimals, leverage, tickUnits);
    await waitFor(() => expect(text('buy-margin')).toBe(formatMoney(server.margin)));
    expect(text('buy-handling-fee')).toBe(formatMoney(server.handlingFee));
    expect(text('buy-spread-fee')).toBe(formatMoney(server.spreadFee));
    expect(text('buy-total')).toBe(formatMoney(server.margin + server.handlingFee + server.spreadFee));
    // Maximum quantity: the provider's total for it fits the balance, for one more share it does not.
    const max = Number(/\d+/.exec(text('buy-max-quantity'))![0]);
    const total = (q: number) => { const c = openingCharges(ticks, q, decimals, leverage, tickUnits); return c.margin + c.handlingFee + c.spreadFee; };
    expect(total(max)).toBeLessThanOrEqual(1_000_000);
    expect(max === 10000 || total(max + 1) > 1_000_000).toBe(true);
  });

  it('recomputes every figure as the live price moves', async () => {
    const { store } = setup();
    await ready();
    type('buy-quantity', '10');
    await waitFor(() => expect(text('buy-total')).toBe('402.10'));
    act(() => { store.dispatch(quotesReceived([{ code: 'AAPL', price: '210.00', change: '10.00', changePct: '5.00', high: '210.00', low: '199.00', ts: 1 }])); });
    const server = openingCharges(21000, 10, 2, 5);
    await waitFor(() => expect(text('buy-total')).toBe(formatMoney(server.margin + server.handlingFee + server.spreadFee)));
    expect(text('buy-live-price')).toBe('210.00');
  });
});

describe('validation: each rule with the provider\'s own message, nothing sent', () => {
  const cases: Array<[string, Record<string, string>, keyof typeof TRADE_MESSAGES, Partial<LeverBuyInfo>]> = [
    ['quantity required', { quantity: '' }, 2201, {}],
    ['quantity not an integer', { quantity: '1.5' }, 2202, {}],
    ['below the minimum lot', { quantity: '0' }, 2203, {}],
    ['above the maximum lot', { quantity: '10001' }, 2204, {}],
    ['fixed price missing', { quantity: '10', priceType: 'fixed', limit: '' }, 2206, {}],
    ['bullish stop profit at the opening price', { quantity: '10', stopProfit: '200.00' }, 2207, {}],
    ['bullish stop loss above the opening price', { quantity: '10', stopLoss: '200.01' }, 2209, {}],
    ['bearish stop profit above the opening price', { quantity: '10', direction: 'bearish', stopProfit: '201.00' }, 2208, {}],
    ['bearish stop loss below the opening price', { quantity: '10', direction: 'bearish', stopLoss: '199.00' }, 2210, {}],
    ['stop against the limit price, not the live price', { quantity: '10', priceType: 'fixed', limit: '190.00', stopLoss: '195.00' }, 2209, {}],
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
    const message = TRADE_MESSAGES[code].en;
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
    const release = provider.holdAnswers();
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    await act(async () => { release(); });
    await waitFor(() => expect(location().pathname).toBe('/pages/home/orderlist'));
    const buys = provider.calls.filter((c) => c.path === 'lever/buy');
    expect(buys).toHaveLength(1);
    expect(buys[0].body).toEqual({ code: 'AAPL', direction: 'bullish', leverage: 5, quantity: '10', priceType: 'market', requestId: expect.stringMatching(/^buy-.{8,}$/) });
    expect(String(buys[0].body?.requestId).length).toBeLessThanOrEqual(64);
  });

  it('the order slots are the provider\'s count, in which an IPO allotment\'s holding takes none: beside nine orders it leaves one', async () => {
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
    const server = openingCharges(15000, 10, 2, 5);
    expect(text('confirm-total')).toBe(formatMoney(server.margin + server.handlingFee + server.spreadFee));
    fireEvent.click(screen.getByTestId('buy-confirm-submit'));
    await waitFor(() => expect(provider.count('lever/buy')).toBe(1));
    expect(provider.calls.find((c) => c.path === 'lever/buy')?.body).toMatchObject({ priceType: 'fixed', price: '150.00', stopProfit: '180.00', stopLoss: '140.00' });
  });

  it('the balance links to the transfer page', async () => {
    setup();
    await ready();
    expect(screen.getByTestId('buy-transfer').getAttribute('href')).toBe('/pages/mine/transfer');
  });
});
