import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswers } from '@app/shared/testing';
import { api, type Recharge } from '@app/shared';
import { RechargePage } from './RechargePage';
import { walletOf } from '@app/shared/testing';

const ADDRESS = 'TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp';
const HASH = 'ab'.repeat(32);

function recharge(over: Partial<Recharge> = {}): Recharge {
  return {
    id: 5,
    orderNo: 'R202611250005',
    method: 'bank',
    channelName: 'Bank transfer (USD)',
    amount: '500.00',
    status: 0,
    statusText: 'Under review',
    hash: '',
    rejectReason: '',
    createdAt: 1,
    reviewedAt: null,
    ...over,
  };
}

function setup(route = '/pages/mine/recharge', extra: FakeAnswers = {}) {
  let approved = false;
  let coin = '0.00';
  const provider = fakeTransport({
    'user/userWallet': () => walletOf({ coin: { available: coin, frozen: '0.00', total: coin } }),
    'pay/payChannel': [
      {
        id: 'bank-usd',
        name: 'Bank transfer (USD)',
        bankName: 'First Harbor Bank',
        accountName: 'Nova Trade Ltd',
        accountNumber: 'GB82WEST12345698765432',
        currency: 'USDT',
        minAmount: '50.00',
        maxAmount: '1000000.00',
        note: 'Use your own account.',
      },
      {
        id: 'bank-local',
        name: 'Local bank transfer',
        bankName: 'Metro Commerce Bank',
        accountName: 'Nova Trade Ltd',
        accountNumber: '021000021123456',
        currency: 'USDT',
        minAmount: '50.00',
        maxAmount: '1000000.00',
        note: 'Put your UID.',
      },
    ],
    'pay/channelDigital': [
      {
        id: 'usdt-trc20',
        name: 'USDT-TRC20',
        currency: 'USDT',
        network: 'TRC20',
        address: ADDRESS,
        minAmount: '50.00',
        maxAmount: '1000000.00',
        note: 'TRC20 only.',
      },
    ],
    'pay/pay': (b) => recharge({ amount: `${b.amount}.00` }),
    'pay/payDigital': (b) => recharge({ id: 6, method: 'usdt', channelName: 'USDT-TRC20', hash: String(b.hash), amount: `${b.amount}.00` }),
    'pay/myPay': () => ({ list: [approved ? recharge({ status: 1, statusText: 'Approved', reviewedAt: 2 }) : recharge()], total: 1 }),
    ...extra,
  });
  const view = renderWithProviders(<RechargePage />, { transport: provider.transport, preloadedSession: TEST_SESSION, route });
  const approve = () => {
    approved = true;
    coin = '500.00';
  };
  return { ...provider, ...view, approve };
}

describe('recharge page', () => {
  it('bank: the channel account details to copy, min and max', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup();
    const details = await screen.findByTestId('bank-channel-details');
    expect(within(details).getByText('GB82WEST12345698765432')).toBeTruthy();
    expect(within(details).getByText('50.00 – 1,000,000.00')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('GB82WEST12345698765432');
    fireEvent.click(screen.getByRole('radio', { name: 'Local bank transfer' }));
    expect(within(screen.getByTestId('bank-channel-details')).getByText('021000021123456')).toBeTruthy();
  });

  it.each([
    ['', 'Please enter the amount'],
    ['49.99', 'Recharge amount cannot be less than 50'],
    ['1000000.01', 'Recharge amount cannot be greater than 1000000'],
    ['50.001', 'Please enter a valid amount (up to 2 decimals)'],
  ])('bank amount %p → %s, nothing sent', async (amount, message) => {
    const p = setup();
    await screen.findByTestId('bank-channel-details');
    fireEvent.change(screen.getByPlaceholderText('Amount you sent'), { target: { value: amount } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('pay/pay')).toHaveLength(0);
  });

  it('bank: submits once, shows it pending, and turns approved when the balance event comes (no reload)', async () => {
    const p = setup();
    await screen.findByTestId('bank-channel-details');
    fireEvent.change(screen.getByPlaceholderText('Amount you sent'), { target: { value: '500' } });
    const submit = screen.getByRole('button', { name: 'Submit recharge' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const result = await screen.findByTestId('recharge-result');
    expect(p.callsTo('pay/pay')).toHaveLength(1);
    expect(p.callsTo('pay/pay')[0].body).toEqual({ channelId: 'bank-usd', amount: '500', requestId: expect.stringMatching(/^recharge-/) });
    expect(within(result).getByText('Submitted, under review')).toBeTruthy();
    expect(screen.getByTestId('balance-coin').textContent).toBe('0.00');
    // The review approves it; the shell's socket handler invalidates 'Balance'.
    p.approve();
    act(() => {
      p.store.dispatch(api.util.invalidateTags(['Balance']));
    });
    await waitFor(() => expect(screen.getByTestId('balance-coin').textContent).toBe('500.00'));
    await waitFor(() => expect(screen.getByTestId('recharge-result').getAttribute('data-status')).toBe('1'));
  });

  it('bank: an optional receipt is checked, uploaded and sent with the recharge', async () => {
    const p = setup('/pages/mine/recharge', { 'common/uploadFile': { id: 'up-1', url: '/uploads/up-1' } });
    await screen.findByTestId('bank-channel-details');
    const input = screen.getByTestId('voucher-input');
    fireEvent.change(input, { target: { files: [new File(['not an image at all'], 'receipt.txt', { type: 'image/png' })] } });
    expect(await screen.findByText('PNG, JPEG or WebP images only')).toBeTruthy();
    expect(p.callsTo('common/uploadFile')).toHaveLength(0);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
    fireEvent.change(input, { target: { files: [new File([png], 'receipt.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('voucher').getAttribute('data-status')).toBe('done'));
    expect(p.callsTo('common/uploadFile')).toHaveLength(1);
    fireEvent.change(screen.getByPlaceholderText('Amount you sent'), { target: { value: '75.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    await screen.findByTestId('recharge-result');
    expect(p.callsTo('pay/pay')[0].body).toEqual({
      channelId: 'bank-usd',
      amount: '75.25',
      voucher: 'up-1',
      requestId: expect.stringMatching(/^recharge-/),
    });
  });

  it('bank: what the server still refuses is shown', async () => {
    setup('/pages/mine/recharge', { 'pay/pay': refuse(2087, 'At most 5 recharges can await review at a time') });
    await screen.findByTestId('bank-channel-details');
    fireEvent.change(screen.getByPlaceholderText('Amount you sent'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    expect(await screen.findByText('At most 5 recharges can await review at a time')).toBeTruthy();
  });

  it('USDT: the deposit address with a scannable QR code and a copy button', async () => {
    setup('/pages/mine/recharge?method=usdt');
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(ADDRESS);
    const qr = screen.getByRole('img', { name: 'QR code of the deposit address' });
    expect(qr.getAttribute('data-qr-value')).toBe(ADDRESS);
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    expect(screen.getByRole('button', { name: 'Copy Deposit address' })).toBeTruthy();
  });

  it.each([
    ['', 'Transfer hash required'],
    ['0x1234', 'Transfer hash incorrect: 64 hexadecimal characters'],
  ])('USDT hash %p → %s', async (hash, message) => {
    const p = setup('/pages/mine/recharge?method=usdt');
    await screen.findByTestId('deposit-address');
    fireEvent.change(screen.getByPlaceholderText('Amount you sent'), { target: { value: '100' } });
    fireEvent.change(screen.getByPlaceholderText('Transaction hash'), { target: { value: hash } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('pay/payDigital')).toHaveLength(0);
  });

  it("USDT: amount and hash sent, pending shown; a used hash is the server's message", async () => {
    const p = setup('/pages/mine/recharge?method=usdt');
    await screen.findByTestId('deposit-address');
    fireEvent.change(screen.getByPlaceholderText('Amount you sent'), { target: { value: '120.5' } });
    fireEvent.change(screen.getByPlaceholderText('Transaction hash'), { target: { value: HASH } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    await screen.findByTestId('recharge-result');
    expect(p.callsTo('pay/payDigital')[0].body).toEqual({
      channelId: 'usdt-trc20',
      amount: '120.5',
      hash: HASH,
      requestId: expect.stringMatching(/^recharge-/),
    });
  });
});
