import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswer } from '@app/shared/testing';
import { RealNameStatus, formatMs, type BankAccount, type RealNameInfo, type UserWallet } from '@app/shared';
import { WithdrawalPage } from './WithdrawalPage';
import { walletOf } from '@app/shared/testing';

const BANK: BankAccount = {
  firstName: 'Jane',
  lastName: 'Doe',
  bankName: 'First Harbor Bank',
  accountNumber: 'GB82WEST12345698765432',
  locality: '',
  town: '',
  city: 'London',
  postalCode: 'SW1A 1AA',
  ifscCode: '',
  branchName: '',
  holderName: 'Jane Doe',
  updatedAt: 1,
};
const PASSED: RealNameInfo = {
  status: RealNameStatus.PASSED,
  name: 'Jane Doe',
  idNumber: 'AB****89',
  frontImage: '',
  reverseImage: '',
  rejectReason: '',
  submittedAt: 1,
  reviewedAt: 2,
};

function setup(
  opts: { wallet?: UserWallet; bank?: BankAccount | null; realName?: RealNameInfo; withdraw?: FakeAnswer<'pay/withdraw'> } = {},
) {
  const provider = fakeTransport({
    'user/userWallet': opts.wallet ?? walletOf(),
    'user/myBank': opts.bank === undefined ? BANK : opts.bank,
    'user/myDigital': null,
    'user/myBeneficiary': null,
    'user/myRealname': opts.realName ?? PASSED,
    'pay/withdraw':
      opts.withdraw ??
      ((b) => ({
        id: 7,
        orderNo: 'W1',
        method: 'bank',
        amount: `${b.amount}.00`,
        tax: '0.00',
        receivable: `${b.amount}.00`,
        destination: 'First Harbor Bank **** 5432',
        status: 0,
        statusText: 'Under review',
        rejectReason: '',
        createdAt: 1,
        reviewedAt: null,
      })),
  });
  renderWithProviders(<WithdrawalPage />, {
    transport: provider.transport,
    preloadedSession: TEST_SESSION,
    route: '/pages/mine/withdrawal',
  });
  return provider;
}

async function fill(amount: string, password = '123456') {
  const amountInput = await screen.findByPlaceholderText('Amount to withdraw');
  fireEvent.change(amountInput, { target: { value: amount } });
  const pwd = screen.queryByPlaceholderText('6-digit withdrawal password');
  if (pwd) fireEvent.change(pwd, { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('withdrawal form', () => {
  it.each([
    ['', 'Please enter the amount'],
    ['abc', 'Please enter a valid amount (up to 2 decimals)'],
    ['150.5', 'The withdrawal amount must be an integer'],
    ['99', 'Withdrawal amount cannot be less than 100'],
    ['500001', 'Withdrawal amount cannot be greater than 500000'],
  ])('amount %p → %s, nothing sent', async (amount, message) => {
    const provider = setup();
    await fill(amount);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
  });

  it('outside market hours says so and when it opens next', async () => {
    const next = Date.UTC(2026, 10, 25, 14, 30);
    const provider = setup({ wallet: walletOf({}, { open: false, nextOpenAt: next }) });
    expect(
      await screen.findByText('Withdrawals are only possible while the market is open (Monday–Friday 09:30–16:00 New York time)'),
    ).toBeTruthy();
    expect(screen.getByTestId('withdraw-next-open').textContent).toBe(`Next opening: ${formatMs(next)} (UTC−5)`);
    await fill('100');
    expect(screen.getAllByText(/only possible while the market is open/).length).toBeGreaterThan(1);
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
  });

  it('bank info must be added first, leading to the card page', async () => {
    setup({ bank: null });
    expect(await screen.findByText('Bank info must be added first')).toBeTruthy();
    expect(screen.getByTestId('fix-bankCard').getAttribute('href')).toBe('/pages/mine/card');
  });

  it('real name first, then the holder must be the verified person', async () => {
    setup({ realName: { ...PASSED, status: RealNameStatus.UNDER_REVIEW } });
    expect(await screen.findByText('Please complete real-name authentication first')).toBeTruthy();
    expect(screen.getByTestId('fix-authentication').getAttribute('href')).toBe('/pages/mine/authentication');
  });

  it('the account holder name must match the real name', async () => {
    setup({ realName: { ...PASSED, name: 'John Smith' } });
    expect(await screen.findByText('The account holder name must match your real name')).toBeTruthy();
    expect(screen.getByTestId('fix-editBank').getAttribute('href')).toBe('/pages/mine/editBankInformation');
  });

  it('cannot submit repeatedly during approval', async () => {
    const provider = setup({ wallet: walletOf({}, { pending: true }) });
    expect(await screen.findByText('Cannot submit repeatedly during approval')).toBeTruthy();
    await fill('100');
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
  });

  it('the daily cap without a wealth product: remaining today, and over it refused', async () => {
    const provider = setup({
      wallet: walletOf({ coin: { available: '30000.00', frozen: '0.00', total: '30000.00' } }, { remainingToday: '1500.00' }),
    });
    expect(await screen.findByText(/at most 20,000\.00 a day, 1,500\.00 left today/)).toBeTruthy();
    await fill('1600');
    expect(await screen.findByText('Without a wealth management product you can withdraw at most 20000 per day')).toBeTruthy();
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
  });

  it('no cap line for a customer holding a fund', async () => {
    setup({ wallet: walletOf({ hasWealthProduct: true }, { dailyCap: null, remainingToday: null }) });
    await screen.findByPlaceholderText('Amount to withdraw');
    expect(screen.queryByTestId('withdraw-cap')).toBeNull();
  });

  it('asks for the withdrawal password to be set first', async () => {
    const provider = setup({ wallet: walletOf({ withdrawPasswordSet: false }) });
    expect(await screen.findByText('Please set a withdrawal password first')).toBeTruthy();
    expect(screen.getByTestId('fix-withdrawPassword').getAttribute('href')).toBe('/pages/mine/withdrawPassword');
    await fill('100');
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
  });

  it('withdrawal password required, and more than the coin wallet holds', async () => {
    setup();
    await fill('100', '');
    expect(await screen.findByText('Withdrawal password required')).toBeTruthy();
    await fill('1001');
    expect(await screen.findByText('Insufficient coin wallet balance')).toBeTruthy();
  });

  it('tax: borne by the platform (full amount received)', async () => {
    setup();
    fireEvent.change(await screen.findByPlaceholderText('Amount to withdraw'), { target: { value: '100' } });
    const line = screen.getByTestId('tax-line');
    expect(within(line).getByText('Borne by the platform')).toBeTruthy();
    expect(screen.getByTestId('receivable').textContent).toBe('100.00 USDT');
  });

  it('tax: deducted from the payout in the customer mode', async () => {
    setup({ wallet: walletOf({}, { taxMode: 'customer' }) });
    fireEvent.change(await screen.findByPlaceholderText('Amount to withdraw'), { target: { value: '333' } });
    expect(within(screen.getByTestId('tax-line')).getByText('-16.65')).toBeTruthy();
    expect(screen.getByTestId('receivable').textContent).toBe('316.35 USDT');
  });

  it('shows what the server still refuses, in the interface language', async () => {
    setup({ withdraw: refuse(2013, 'Withdrawal password incorrect') });
    await fill('100', '000000');
    expect(await screen.findByText('Withdrawal password incorrect')).toBeTruthy();
  });

  it('a double tap submits once, then shows the pending withdrawal', async () => {
    const provider = setup();
    fireEvent.change(await screen.findByPlaceholderText('Amount to withdraw'), { target: { value: '300' } });
    fireEvent.change(screen.getByPlaceholderText('6-digit withdrawal password'), { target: { value: '123456' } });
    const button = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('withdraw-result')).toBeTruthy();
    expect(provider.callsTo('pay/withdraw')).toHaveLength(1);
    expect(provider.callsTo('pay/withdraw')[0].body).toEqual({
      method: 'bank',
      amount: '300',
      withdrawPassword: '123456',
      requestId: expect.stringMatching(/^withdraw-/),
    });
    await waitFor(() => expect(screen.getByText('Withdrawal submitted')).toBeTruthy());
  });

  it('a second submit while the first is on its way sends nothing and says so', async () => {
    const provider = setup();
    fireEvent.change(await screen.findByPlaceholderText('Amount to withdraw'), { target: { value: '300' } });
    fireEvent.change(screen.getByPlaceholderText('6-digit withdrawal password'), { target: { value: '123456' } });
    const release = provider.hold();
    const form = screen.getByRole('button', { name: 'Withdraw' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Do not submit continuously')).toBeTruthy();
    release();
    expect(await screen.findByTestId('withdraw-result')).toBeTruthy();
    expect(provider.callsTo('pay/withdraw')).toHaveLength(1);
  });
});

describe('withdrawal page for a new customer', () => {
  it('names everything to put right at once: market closed, bank info, real name, password', async () => {
    setup({
      wallet: walletOf({ withdrawPasswordSet: false }, { open: false, nextOpenAt: Date.UTC(2026, 10, 25, 14, 30) }),
      bank: null,
      realName: { ...PASSED, status: RealNameStatus.NOT_CERTIFIED, name: '' },
    });
    expect(await screen.findByText('Bank info must be added first')).toBeTruthy();
    expect(screen.getByText('Please complete real-name authentication first')).toBeTruthy();
    expect(screen.getByText('Please set a withdrawal password first')).toBeTruthy();
    expect(screen.getByTestId('withdraw-closed')).toBeTruthy();
    // A submission lists them all beside the button, in the provider's order (market hours first).
    await fill('100');
    expect(
      within(screen.getByTestId('withdraw-problems'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Withdrawals are only possible while the market is open (Monday–Friday 09:30–16:00 New York time)',
      'Bank info must be added first',
      'Please complete real-name authentication first',
      'Please set a withdrawal password first',
    ]);
  });
});

describe('every broken rule at once, and no figure to receive that cannot be withdrawn', () => {
  // 10199.75 in the coin wallet, 20000.00 left of today's cap.
  const WALLET = walletOf({ coin: { available: '10199.75', frozen: '0.00', total: '10199.75' } });
  const CAP = 'Without a wealth management product you can withdraw at most 20000 per day';
  const BALANCE = 'Insufficient coin wallet balance';
  const amountErrors = () =>
    Array.from(
      screen.getByPlaceholderText('Amount to withdraw').closest('.w-field')!.querySelectorAll('.w-field__error'),
      (e) => e.textContent,
    );

  it('above both the balance and the daily cap: both said as it is typed, and nothing to receive', async () => {
    const provider = setup({ wallet: WALLET });
    fireEvent.change(await screen.findByPlaceholderText('Amount to withdraw'), { target: { value: '25000' } });
    await waitFor(() => expect(amountErrors()).toEqual([CAP, BALANCE]));
    expect(screen.getByTestId('receivable').textContent).toBe('--');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(amountErrors()).toEqual([CAP, BALANCE]);
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
    // Within both: the figure comes back.
    fireEvent.change(screen.getByPlaceholderText('Amount to withdraw'), { target: { value: '10000' } });
    await waitFor(() => expect(screen.getByTestId('receivable').textContent).toBe('10,000.00 USDT'));
    expect(amountErrors()).toEqual([]);
  });

  it('not an integer, over the cap and the balance, market closed, no password, no bank account: all of them', async () => {
    const provider = setup({
      wallet: walletOf({ ...WALLET, withdrawPasswordSet: false }, { open: false, nextOpenAt: Date.UTC(2026, 10, 25, 14, 30) }),
      bank: null,
    });
    await fill('25000.5');
    expect(amountErrors()).toEqual(['The withdrawal amount must be an integer', CAP, BALANCE]);
    expect(screen.getByTestId('receivable').textContent).toBe('--');
    expect(
      within(screen.getByTestId('withdraw-problems'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Withdrawals are only possible while the market is open (Monday–Friday 09:30–16:00 New York time)',
      'Bank info must be added first',
      'Please set a withdrawal password first',
    ]);
    expect(provider.callsTo('pay/withdraw')).toHaveLength(0);
  });

  it('a missing password beside an amount over the balance', async () => {
    setup({ wallet: WALLET });
    await fill('10200', '');
    expect(amountErrors()).toEqual([BALANCE]);
    expect(await screen.findByText('Withdrawal password required')).toBeTruthy();
  });
});
