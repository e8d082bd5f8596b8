// The Position tab with a real store and a fake provider: live P/L per tick (only the row's cells
// re-render), the close-out dialog (stepper, partial close, result sheet, invalid quantity),
// all-close with confirmation, cancelling a pending order, setting stops by the provider's rules.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders, type FakeAnswers, stockWallet } from '@app/shared/testing';
import { quotesReceived, type LeverCloseResponse, type LeverOrder } from '@app/shared';
import { USER, holding, records } from '../common/test-fixtures';
import { CloseDialog } from './CloseDialog';
import { PositionsPage } from './PositionsPage';

const PENDING = holding({
  id: 2,
  orderNo: 'LV00000002',
  status: 'pending',
  priceType: 'fixed',
  limitPrice: '150.00',
  purchasePrice: '150.00',
  margin: '300.00',
  daysToStay: 0,
  forcedClosePrice: '126.00',
  openedAt: null,
});

function setup(list = [holding()], overrides: FakeAnswers = {}) {
  const provider = fakeTransport({
    'lever/myLeverRecord': (body) => (body.status === 'historical' ? records([]) : records(list)),
    'user/userWallet': () => stockWallet('9597.90'),
    ...overrides,
  });
  const view = renderWithProviders(<PositionsPage />, {
    transport: provider.transport,
    route: '/pages/home/orderlist',
    preloadedSession: { token: 'tok', user: USER },
  });
  return { provider, ...view };
}

const tick = (price: string) =>
  quotesReceived([{ code: 'AAPL', price, change: '0', changePct: '0', high: price, low: price, ts: Date.now() }]);
const card = async () => screen.findByTestId('order-card');

it('keeps the positions-page test id and shows every docs/product.md §2 field of a holding', async () => {
  setup();
  const row = await card();
  expect(screen.getByTestId('positions-page')).toBeTruthy();
  for (const label of [
    'Purchase price',
    'Quantity',
    'Market value',
    'Handling fee',
    'Transaction tax',
    'Interest',
    'Sell price',
    'Stamp duty',
    'Spread fee',
    'Days to stay',
    'Storage fee',
    'Floating P/L',
    'Total P/L',
  ]) {
    expect(within(row).getAllByText(label).length).toBeGreaterThan(0);
  }
  expect(within(row).getByTestId('order-tag').textContent).toBe('In');
  expect(screen.getByTestId('summary-available').textContent).toBe('9,597.90');
});

it('moves P/L with each tick, by the trading rules, without re-rendering the row', async () => {
  const { store, provider } = setup();
  const row = await card();
  const before = row.querySelector('.trade-order__head');
  act(() => {
    store.dispatch(tick('210.00'));
  });
  // floating = 10 × (210.00 − 200.00) = 100.00 (bullish)
  await waitFor(() => expect(within(row).getByTestId('order-floating-pnl').textContent).toBe('100.00'));
  // total = floating − opening fee 2.00 − spread 0.10 − interest 0.32 − storage 0.00
  expect(within(row).getByTestId('order-total-pnl').textContent).toBe('97.58');
  expect(within(row).getByTestId('order-market-value').textContent).toBe('2,100.00');
  expect(screen.getByTestId('summary-total-pnl').textContent).toBe('97.58');
  act(() => {
    store.dispatch(tick('190.00'));
  });
  await waitFor(() => expect(within(row).getByTestId('order-floating-pnl').textContent).toBe('-100.00'));
  expect(within(row).getByTestId('order-floating-pnl').querySelector('.down')).not.toBeNull();
  // The same element: the card itself was not replaced, and no request was made for a tick.
  expect(row.querySelector('.trade-order__head')).toBe(before);
  expect(provider.count('lever/myLeverRecord')).toBe(1);
});

it('the header counts holdings only: a pending order adds nothing to its market value or P/L as prices move', async () => {
  const { store } = setup([holding(), PENDING]);
  await screen.findAllByTestId('order-card');
  act(() => {
    store.dispatch(tick('210.00'));
  });
  // The holding alone: 10 × 210.00, and its P/L; the pending order's 10 shares at 150.00 are not held.
  await waitFor(() => expect(screen.getByTestId('summary-market-value').textContent).toBe('2,100.00'));
  expect(screen.getByTestId('summary-floating-pnl').textContent).toBe('100.00');
  expect(screen.getByTestId('summary-total-pnl').textContent).toBe('97.58');
});

describe('close-out dialog', () => {
  it('closes part with the stepper, shows the estimate by the trading rules and the realised result', async () => {
    const closed: LeverCloseResponse = {
      closed: holding({
        id: 3,
        status: 'closed',
        quantity: 4,
        sellPrice: '210.00',
        totalPnl: '37.51',
        floatingPnl: '40.00',
        closeReason: 'self',
      }),
      remaining: holding({ quantity: 6 }),
    };
    const { provider, store } = setup([holding()], { 'lever/overBySelf': () => closed });
    const row = await card();
    act(() => {
      store.dispatch(tick('210.00'));
    });
    fireEvent.click(within(row).getByTestId('order-close'));
    const dialog = await screen.findByTestId('close-dialog');
    const input = within(dialog).getByTestId('close-quantity') as HTMLInputElement;
    expect(input.value).toBe('10');
    fireEvent.click(within(dialog).getByTestId('close-plus'));
    expect(input.value).toBe('10'); // not beyond the position
    for (let i = 0; i < 6; i += 1) fireEvent.click(within(dialog).getByTestId('close-minus'));
    expect(input.value).toBe('4');
    // 4 of 10 shares at 210.00: price P/L 4 × 10.00 = 40.00, less their share of the opening fee 0.80 and
    // spread 0.04, closing fee 0.10 % of 840.00 = 0.84, tax 0.03 % = 0.252 → 0.26, stamp duty 0.05 % = 0.42,
    // interest one day on 800.00 − 160.00 borrowed at 0.02 % = 0.128 → 0.13, storage 0.00 (first day).
    await waitFor(() => expect(within(dialog).getByTestId('close-estimate').textContent).toBe('37.51'));
    fireEvent.click(within(dialog).getByTestId('close-submit'));
    const result = await screen.findByTestId('close-result');
    expect(within(result).getByTestId('close-result-pnl').textContent).toBe('37.51');
    expect(within(result).getByText('Shares still held: 6')).toBeTruthy();
    expect(provider.calls.find((x) => x.path === 'lever/overBySelf')?.body).toEqual({
      orderId: 1,
      quantity: 4,
      requestId: expect.stringMatching(/^close-/),
    });
    // Closing refreshes the positions and the balance (tags).
    await waitFor(() => expect(provider.count('lever/myLeverRecord')).toBe(2));
    await waitFor(() => expect(provider.count('user/userWallet')).toBe(2));
  });

  // The sheet's lines (floating P/L and every charge, a charge as a deduction) add up to the
  // realised figure, as the Historical record settles it.
  const resultLines = (sheet: HTMLElement) =>
    [...sheet.querySelectorAll('.trade-figure')].map((row) => ({
      label: row.querySelector('.trade-figure__label')?.textContent ?? '',
      value: row.querySelector('.trade-figure__value')?.textContent ?? '',
    }));
  const amount = (text: string) => Number(text.replace('\u2212', '-'));
  const CHARGES = ['Handling fee', 'Spread fee', 'Transaction tax', 'Stamp duty', 'Interest', 'Storage fee'];

  it.each([
    ['a partial close', 4, holding({ quantity: 6 })],
    ['a whole close', 10, null],
  ])('%s: the result sheet shows every line of the realised P/L, and they add up to it', async (_, quantity, remaining) => {
    // The provider's record: price P/L −11.00, opening fee 2.00 + closing fee 1.99, spread 0.20,
    // tax 0.60, stamp duty 1.00, interest 0.32, storage 0.00: realised −17.11.
    const closed = holding({
      id: 3,
      status: 'closed',
      quantity,
      sellPrice: '198.90',
      floatingPnl: '-11.00',
      handlingFee: '3.99',
      spreadFee: '0.20',
      transactionTax: '0.60',
      stampDuty: '1.00',
      interest: '0.32',
      storageFee: '0.00',
      totalPnl: '-17.11',
      closeReason: 'self',
    });
    setup([holding()], { 'lever/overBySelf': () => ({ closed, remaining }) });
    fireEvent.click(within(await card()).getByTestId('order-close'));
    const dialog = await screen.findByTestId('close-dialog');
    fireEvent.change(within(dialog).getByTestId('close-quantity'), { target: { value: String(quantity) } });
    fireEvent.click(within(dialog).getByTestId('close-submit'));
    const result = await screen.findByTestId('close-result');
    const lines = resultLines(result);
    const value = (label: string) => lines.find((l) => l.label === label)?.value;
    expect(value('Floating P/L')).toBe('-11.00');
    expect(CHARGES.map((label) => [label, value(label)])).toEqual([
      ['Handling fee', '\u22123.99'],
      ['Spread fee', '\u22120.20'],
      ['Transaction tax', '\u22120.60'],
      ['Stamp duty', '\u22121.00'],
      ['Interest', '\u22120.32'],
      ['Storage fee', '0.00'],
    ]);
    const realised = within(result).getByTestId('close-result-pnl').textContent!;
    expect(realised).toBe('-17.11');
    const sum = ['Floating P/L', ...CHARGES].reduce((total, label) => total + Math.round(amount(value(label)!) * 100), 0);
    expect(sum).toBe(Math.round(amount(realised) * 100));
  });

  it('a whole close sends no quantity; a bad quantity gets the message and sends nothing', async () => {
    const { provider } = setup([holding()], { 'lever/overBySelf': () => ({ closed: holding({ status: 'closed' }), remaining: null }) });
    fireEvent.click(within(await card()).getByTestId('order-close'));
    const dialog = await screen.findByTestId('close-dialog');
    for (const bad of ['0', '11', '2.5', '']) {
      fireEvent.change(within(dialog).getByTestId('close-quantity'), { target: { value: bad } });
      fireEvent.click(within(dialog).getByTestId('close-submit'));
      expect(within(dialog).getByTestId('close-error').textContent).toBe('Close quantity must be an integer between 1 and 10');
    }
    expect(provider.count('lever/overBySelf')).toBe(0);
    fireEvent.change(within(dialog).getByTestId('close-quantity'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByTestId('close-submit'));
    fireEvent.click(within(dialog).getByTestId('close-submit'));
    await screen.findByTestId('close-result');
    expect(provider.calls.filter((x) => x.path === 'lever/overBySelf').map((x) => x.body)).toEqual([
      { orderId: 1, requestId: expect.stringMatching(/^close-/) },
    ]);
  });
});

describe('all close', () => {
  const settled = (id: number, figures: Partial<LeverOrder>) => holding({ id, status: 'closed', closeReason: 'self', ...figures });
  // Two records as the provider settles them; their lines and totals add up.
  const FIRST = settled(1, {
    floatingPnl: '40.00',
    handlingFee: '4.10',
    spreadFee: '0.10',
    transactionTax: '0.63',
    stampDuty: '1.05',
    interest: '0.32',
    storageFee: '0.00',
    totalPnl: '33.80',
  });
  const SECOND = settled(4, {
    floatingPnl: '-11.00',
    handlingFee: '3.99',
    spreadFee: '0.20',
    transactionTax: '0.60',
    stampDuty: '1.00',
    interest: '0.32',
    storageFee: '0.00',
    totalPnl: '-17.11',
  });

  it('asks first, then closes every holding and sums up what was realised, line by line', async () => {
    const { provider } = setup([holding(), holding({ id: 4 })], { 'lever/overAll': () => ({ closed: [FIRST, SECOND], failed: [] }) });
    await screen.findAllByTestId('order-card');
    fireEvent.click(screen.getByTestId('close-all'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Close all 2 positions at the market price?');
    expect(provider.count('lever/overAll')).toBe(0);
    fireEvent.click(screen.getByTestId('confirm-yes'));
    const result = await screen.findByTestId('close-all-result');
    expect(provider.count('lever/overAll')).toBe(1);
    expect(within(result).getByText('2 positions closed')).toBeTruthy();
    const lines = Object.fromEntries(
      [...result.querySelectorAll('.trade-figure')].map((row) => [
        row.querySelector('.trade-figure__label')?.textContent,
        row.querySelector('.trade-figure__value')?.textContent,
      ]),
    );
    expect(lines).toEqual({
      'Floating P/L': '29.00',
      'Handling fee': '\u22128.09',
      'Spread fee': '\u22120.30',
      'Transaction tax': '\u22121.23',
      'Stamp duty': '\u22122.05',
      Interest: '\u22120.64',
      'Storage fee': '0.00',
    });
    expect(within(result).getByTestId('close-result-pnl').textContent).toBe('16.69');
    expect(within(result).queryByTestId('close-all-failed')).toBeNull();
    fireEvent.click(within(result).getByTestId('close-all-done'));
    await waitFor(() => expect(screen.queryByTestId('close-all-result')).toBeNull());
  });

  it('says which positions it could not close, and why', async () => {
    setup([holding(), holding({ id: 4, code: 'MSFT', name: 'Microsoft' })], {
      'lever/overAll': () => ({
        closed: [FIRST],
        failed: [{ orderId: 4, code: 'MSFT', name: 'Microsoft', retCode: 2214, message: 'The market is closed' }],
      }),
    });
    await screen.findAllByTestId('order-card');
    fireEvent.click(screen.getByTestId('close-all'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    const result = await screen.findByTestId('close-all-result');
    expect(within(result).getByText('1 position closed')).toBeTruthy();
    expect(within(result).getByTestId('close-result-pnl').textContent).toBe('33.80');
    const failed = within(result).getByTestId('close-all-failed');
    expect(failed.textContent).toContain('Not closed (still held):');
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Microsoft · MSFT — The market is closed']);
  });
});

it('cancels a pending order after confirmation', async () => {
  const { provider } = setup([PENDING], { 'lever/cancelOrder': () => ({ ...PENDING, status: 'cancelled' }) });
  const row = await card();
  expect(within(row).getByText('Pending')).toBeTruthy();
  expect(within(row).queryByTestId('order-close')).toBeNull();
  fireEvent.click(within(row).getByTestId('order-cancel'));
  await screen.findByTestId('confirm-dialog');
  fireEvent.click(screen.getByTestId('confirm-yes'));
  await waitFor(() => expect(provider.calls.find((x) => x.path === 'lever/cancelOrder')?.body).toEqual({ orderId: 2 }));
});

it("sets stops by the provider's direction rules and messages", async () => {
  const { provider } = setup([holding()], { 'lever/updateStop': () => holding({ stopProfit: '220.00', stopLoss: '190.00' }) });
  fireEvent.click(within(await card()).getByTestId('order-stops'));
  const dialog = await screen.findByTestId('stop-dialog');
  fireEvent.change(within(dialog).getByTestId('stop-profit'), { target: { value: '199.00' } });
  fireEvent.click(within(dialog).getByTestId('stop-save'));
  expect(within(dialog).getByTestId('stop-error').textContent).toBe('Stop profit price cannot be lower than the opening price');
  fireEvent.change(within(dialog).getByTestId('stop-profit'), { target: { value: '220.00' } });
  fireEvent.change(within(dialog).getByTestId('stop-loss'), { target: { value: '201.00' } });
  fireEvent.click(within(dialog).getByTestId('stop-save'));
  expect(within(dialog).getByTestId('stop-error').textContent).toBe('Stop loss price cannot be greater than the opening price');
  expect(provider.count('lever/updateStop')).toBe(0);
  fireEvent.change(within(dialog).getByTestId('stop-loss'), { target: { value: '190.00' } });
  fireEvent.click(within(dialog).getByTestId('stop-save'));
  await waitFor(() =>
    expect(provider.calls.find((x) => x.path === 'lever/updateStop')?.body).toEqual({
      orderId: 1,
      stopProfit: '220.00',
      stopLoss: '190.00',
    }),
  );
});

it('a cancelled order in the history lists no charge: it says nothing was charged and what it held came back', async () => {
  const cancelled = holding({
    ...PENDING,
    id: 7,
    status: 'cancelled',
    marketValue: '0.00',
    handlingFee: '0.00',
    spreadFee: '0.00',
    closedAt: 1_700_000_600_000,
  });
  setup([], { 'lever/myLeverRecord': (body) => records(body.status === 'historical' ? [cancelled] : []) });
  fireEvent.click(screen.getByText('Historical'));
  const row = await card();
  expect(row.dataset.status).toBe('cancelled');
  expect(within(row).getByTestId('order-nothing-charged').textContent).toBe(
    'Cancelled before it filled: nothing was charged, and the margin and fees held for it are back in your balance.',
  );
  expect(within(row).getByTestId('order-purchase-price').textContent).toBe('Limit 150.00');
  for (const charge of ['Handling fee', 'Spread fee', 'Transaction tax', 'Stamp duty', 'Interest', 'Storage fee', 'Total P/L']) {
    expect(within(row).queryByText(charge)).toBeNull();
  }
  expect(within(row).getByText('Cancelled at')).toBeTruthy();
});

it('pages the history as the user scrolls', async () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => holding({ id: 100 + i, status: 'closed', sellPrice: '201.00' }));
  const { provider } = setup([], {
    'lever/myLeverRecord': (body) => {
      if (body.status === 'holding') return records([]);
      const p = Number(body.page ?? 1);
      return { ...records(p === 1 ? page(20) : page(5).map((o) => ({ ...o, id: o.id + 50 }))), total: 25 };
    },
  });
  fireEvent.click(screen.getByText('Historical'));
  await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(20));
  const observed = (window as unknown as { __io?: (hit: boolean) => void }).__io;
  expect(observed).toBeDefined();
  act(() => observed!(true));
  await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(25));
  expect(
    provider.calls.filter((c) => c.path === 'lever/myLeverRecord' && c.body?.status === 'historical').map((c) => c.body?.page),
  ).toEqual([1, 2]);
  expect(screen.getByTestId('orders-more').textContent).toBe('No more records');
});

describe('an IPO holding awaiting its own listing (listingAt)', () => {
  // 01-15-2030 12:00 in UTC−5: the day the tag and the close hint name.
  const LISTING = Date.UTC(2030, 0, 15, 17, 0);
  const ipo = (overrides: Parameters<typeof holding>[0] = {}) =>
    holding({
      id: 5,
      orderNo: 'LV00000005',
      code: 'ORBT',
      name: 'Orbit Labs',
      leverage: 1,
      source: 'ipo',
      listingAt: LISTING,
      quantity: 100,
      purchasePrice: '12.00',
      currentPrice: '12.00',
      marketValue: '1200.00',
      margin: '1200.00',
      handlingFee: '0.00',
      spreadFee: '0.00',
      interest: '0.00',
      storageFee: '0.00',
      floatingPnl: '0.00',
      totalPnl: '0.00',
      forcedClosePrice: '2.40',
      ...overrides,
    });
  const quote = (code: string, price: string) =>
    quotesReceived([{ code, price, change: '0', changePct: '0', high: price, low: price, ts: Date.now() }]);
  const rowOf = async (id: number) => (await screen.findAllByTestId('order-card')).find((el) => el.dataset.orderId === String(id))!;

  it('stands at its issue price whatever the market quotes for its code, shows its tag and cannot be closed; a listed holding still follows its quote', async () => {
    const { store, actions } = setup([ipo(), holding()]);
    const unlisted = await rowOf(5);
    const listed = await rowOf(1);
    // The market quotes ORBT from an earlier issue of that code: not this holding's price.
    act(() => {
      store.dispatch(quote('ORBT', '15.00'));
      store.dispatch(tick('210.00'));
    });
    await waitFor(() => expect(within(listed).getByTestId('order-floating-pnl').textContent).toBe('100.00'));
    expect(within(unlisted).getByTestId('order-current-price').textContent).toBe('12.00');
    expect(within(unlisted).getByTestId('order-market-value').textContent).toBe('1,200.00');
    expect(within(unlisted).getByTestId('order-floating-pnl').textContent).toBe('0.00');
    expect(within(unlisted).getByTestId('order-total-pnl').textContent).toBe('0.00');
    // It does not even ask for ORBT's quotes.
    const wanted = actions.filter((x) => x.type === 'quotes/wanted').flatMap((x) => (x as unknown as { payload: string[] }).payload);
    expect(wanted).toContain('AAPL');
    expect(wanted).not.toContain('ORBT');
    // The header sums what the rows show: 1200.00 + 2100.00; P/L only from AAPL's move.
    expect(screen.getByTestId('summary-market-value').textContent).toBe('3,300.00');
    expect(screen.getByTestId('summary-floating-pnl').textContent).toBe('100.00');
    expect(screen.getByTestId('summary-total-pnl').textContent).toBe('97.58');

    expect(within(unlisted).getByTestId('order-awaiting-listing').textContent).toBe('Awaiting listing · lists 01-15');
    expect(within(listed).queryByTestId('order-awaiting-listing')).toBeNull();
    const close = within(unlisted).getByTestId('order-close') as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    const hint = within(unlisted).getByTestId('order-close-hint');
    expect(hint.textContent).toBe('Can be closed once it lists (01-15)');
    expect(close.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(close);
    expect(screen.queryByTestId('close-dialog')).toBeNull();
    expect((within(listed).getByTestId('order-close') as HTMLButtonElement).disabled).toBe(false);
  });

  it('all close counts only the holdings that can be closed', async () => {
    setup([ipo(), holding()], { 'lever/overAll': () => ({ closed: [holding({ status: 'closed' })] }) });
    await rowOf(5);
    fireEvent.click(screen.getByTestId('close-all'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Close your 1 position at the market price?');
  });

  it('offers no all close when every holding awaits its listing', async () => {
    setup([ipo()]);
    await rowOf(5);
    expect(screen.queryByTestId('close-all')).toBeNull();
  });

  it('asks again just after its listing, then follows its quote and can be closed', async () => {
    const soon = Date.now() + 100;
    let answers = 0;
    const { store, provider } = setup([], {
      'lever/myLeverRecord': () => {
        answers += 1;
        return records(answers === 1 ? [ipo({ listingAt: soon })] : [ipo({ listingAt: null })]);
      },
    });
    const before = await rowOf(5);
    expect(within(before).getByTestId('order-awaiting-listing').textContent).toMatch(/^Awaiting listing · lists \d\d-\d\d \d\d:\d\d$/);
    await waitFor(() => expect(provider.count('lever/myLeverRecord')).toBe(2), { timeout: 4000 });
    const after = await rowOf(5);
    await waitFor(() => expect(within(after).queryByTestId('order-awaiting-listing')).toBeNull());
    act(() => {
      store.dispatch(quote('ORBT', '15.00'));
    });
    await waitFor(() => expect(within(after).getByTestId('order-floating-pnl').textContent).toBe('300.00'));
    expect((within(after).getByTestId('order-close') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the close sheet, if opened for it, says when it can be closed and offers no close', async () => {
    const { store } = renderWithProviders(<CloseDialog order={ipo()} onDone={() => {}} />, {
      transport: fakeTransport().transport,
      preloadedSession: { token: 'tok', user: USER },
    });
    act(() => {
      store.dispatch(quote('ORBT', '15.00'));
    });
    const dialog = await screen.findByTestId('close-dialog');
    expect(within(dialog).getByTestId('close-not-listed').textContent).toBe('Can be closed once it lists (01-15)');
    expect(within(dialog).queryByTestId('close-submit')).toBeNull();
    expect(within(dialog).queryByTestId('close-estimate')).toBeNull();
  });
});

beforeEach(() => {
  // A controllable IntersectionObserver: the test says when the end of the list comes into view.
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(private readonly cb: (e: Array<{ isIntersecting: boolean }>) => void) {
      (window as unknown as { __io?: (hit: boolean) => void }).__io = (hit) => this.cb([{ isIntersecting: hit }]);
    }
    observe() {}
    disconnect() {}
  };
});
