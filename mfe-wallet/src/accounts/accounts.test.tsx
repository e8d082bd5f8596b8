import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswer, type FakeAnswers } from '@app/shared/testing';
import { RealNameStatus } from '@app/shared';
import { BankCardPage } from './BankCardPage';
import { EditBankPage } from './EditBankPage';
import { UsdtCardPage } from './UsdtCardPage';

const GOOD = {
  firstName: 'Jane',
  lastName: 'Doe',
  bankName: 'First Harbor Bank',
  accountNumber: 'GB82 WEST 1234 5698 7654 32',
  city: 'London',
  postalCode: 'SW1A 1AA',
};
const PLACEHOLDER: Record<string, string> = {
  firstName: 'As on your bank account',
  bankName: 'e.g. Chase Bank',
  accountNumber: '6–34 digits or an IBAN',
  city: 'City',
  postalCode: 'e.g. 10001',
  ifscCode: 'Indian banks only, e.g. SBIN0001234',
};

function editBank(extra: FakeAnswers = {}) {
  const p = fakeTransport({
    'user/myBank': null,
    'user/myRealname': { status: 0, name: '' },
    'user/updateBankAccount': (b) => ({ ...b, holderName: 'Jane Doe', updatedAt: 1 }),
    ...extra,
  });
  const view = renderWithProviders(<EditBankPage />, {
    transport: p.transport,
    preloadedSession: TEST_SESSION,
    route: '/pages/mine/editBankInformation',
  });
  return { ...p, ...view };
}
async function fillBank(values: Record<string, string>) {
  await screen.findByTestId('bank-form');
  const inputs = screen.getAllByPlaceholderText('As on your bank account');
  fireEvent.change(inputs[0], { target: { value: values.firstName ?? '' } });
  fireEvent.change(inputs[1], { target: { value: values.lastName ?? '' } });
  for (const key of ['bankName', 'accountNumber', 'city', 'postalCode', 'ifscCode'] as const) {
    fireEvent.change(screen.getByPlaceholderText(PLACEHOLDER[key]), { target: { value: values[key] ?? '' } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('bank information form (every docs/product.md §3 field)', () => {
  it('has every field of docs/product.md §3', async () => {
    editBank();
    await screen.findByTestId('bank-form');
    for (const label of [
      'First name',
      'Last name',
      'Bank',
      'Account number or IBAN',
      'Locality (optional)',
      'Town (optional)',
      'City',
      'Postal code',
      'IFSC code (optional)',
      'Branch name (optional)',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it.each([
    [{ ...GOOD, firstName: '' }, 'Please enter a valid first name'],
    [{ ...GOOD, lastName: '1' }, 'Please enter a valid last name'],
    [{ ...GOOD, bankName: 'X' }, 'Please enter a valid bank name'],
    [{ ...GOOD, accountNumber: 'GB00WEST12345698765432' }, 'Account number or IBAN incorrect'],
    [{ ...GOOD, city: '' }, 'Please enter a valid city'],
    [{ ...GOOD, postalCode: '!' }, 'Please enter a valid postal code'],
    [{ ...GOOD, ifscCode: 'SBIN1' }, 'IFSC code incorrect (e.g. SBIN0001234)'],
  ])('%o → %s, nothing sent', async (values, message) => {
    const p = editBank();
    await fillBank(values);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('user/updateBankAccount')).toHaveLength(0);
  });

  it("refuses a holder who is not the verified person, with the rule's message, before sending anything", async () => {
    const p = editBank({ 'user/myRealname': { status: RealNameStatus.PASSED, name: 'Jane Doe' } });
    expect(await screen.findByText('The account holder (first and last name) must be you: Jane Doe.')).toBeTruthy();
    await fillBank({ ...GOOD, firstName: 'Wrong', lastName: 'Person' });
    expect(await screen.findByText('The account holder name must match your real name')).toBeTruthy();
    expect(p.callsTo('user/updateBankAccount')).toHaveLength(0);
    // The same person, family name first: saved.
    await fillBank({ ...GOOD, firstName: 'DOE', lastName: 'jane' });
    await waitFor(() => expect(p.callsTo('user/updateBankAccount')).toHaveLength(1));
  });

  it("the provider's refusal of the holder shows in the form's words too", async () => {
    const p = editBank({ 'user/updateBankAccount': refuse(2068, 'The account holder name must match your real name') });
    await fillBank({ ...GOOD, firstName: 'Wrong', lastName: 'Person' });
    expect(await screen.findByText('The account holder name must match your real name')).toBeTruthy();
    expect(p.callsTo('user/updateBankAccount')).toHaveLength(1);
  });

  it('saves a valid account once and returns to the card page', async () => {
    const p = editBank();
    await fillBank(GOOD);
    await waitFor(() => expect(p.location().pathname).toBe('/pages/mine/card'));
    expect(p.callsTo('user/updateBankAccount')).toHaveLength(1);
  });

  it('the card page lists every saved field', async () => {
    const p = fakeTransport({
      'user/myBank': {
        ...GOOD,
        accountNumber: 'GB82WEST12345698765432',
        locality: 'Westminster',
        town: 'Soho',
        ifscCode: '',
        branchName: 'Soho',
        holderName: 'Jane Doe',
        updatedAt: 1,
      },
      'user/myDigital': null,
      'user/myBeneficiary': null,
      'user/myRealname': { status: 0, name: '' },
    });
    renderWithProviders(<BankCardPage />, { transport: p.transport, preloadedSession: TEST_SESSION, route: '/pages/mine/card' });
    const summary = await screen.findByTestId('bank-summary');
    for (const text of ['Jane', 'Doe', 'First Harbor Bank', 'GB82WEST12345698765432', 'Westminster', 'Soho', 'London', 'SW1A 1AA'])
      expect(summary.textContent).toContain(text);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Financial account');
  });
});

describe('beneficiary', () => {
  it('must be the verified person', async () => {
    const p = fakeTransport({
      'user/myBank': null,
      'user/myDigital': null,
      'user/myBeneficiary': null,
      'user/myRealname': { status: RealNameStatus.PASSED, name: 'Jane Doe' },
      'user/updateBeneficiary': {},
    });
    renderWithProviders(<BankCardPage />, { transport: p.transport, preloadedSession: TEST_SESSION, route: '/pages/mine/card' });
    await screen.findByText('The beneficiary must be you: Jane Doe.');
    fireEvent.change(screen.getByPlaceholderText('As verified'), { target: { value: 'John Smith' } });
    fireEvent.change(screen.getByPlaceholderText('e.g. +1 212 555 0100'), { target: { value: '+12125550100' } });
    fireEvent.change(screen.getByPlaceholderText('Street, city, country'), { target: { value: '1 Main St, London' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The beneficiary must be you: the name must match your verified real name')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('e.g. +1 212 555 0100'), { target: { value: '12' } });
    fireEvent.change(screen.getByPlaceholderText('As verified'), { target: { value: 'jane doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong mobile phone number')).toBeTruthy();
    expect(p.callsTo('user/updateBeneficiary')).toHaveLength(0);
  });
});

describe('USDT card (TRC20 address)', () => {
  function usdt(update: FakeAnswer<'user/updateDigital'> = { network: 'TRC20', address: 'x', updatedAt: 1 }) {
    const p = fakeTransport({ 'user/myDigital': null, 'user/updateDigital': update });
    renderWithProviders(<UsdtCardPage />, { transport: p.transport, preloadedSession: TEST_SESSION, route: '/pages/mine/USDTcard' });
    return p;
  }
  it.each([
    ['', 'Wallet address required'],
    ['TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kq', 'TRC20 address incorrect'],
    ['0x52908400098527886E0F7030069857D2E4169EE7', 'TRC20 address incorrect'],
  ])('%p → %s (docs/product.md §5), nothing sent', async (address, message) => {
    const p = usdt();
    fireEvent.change(await screen.findByPlaceholderText('T…'), { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('user/updateDigital')).toHaveLength(0);
  });
  it('saves a valid address once', async () => {
    const p = usdt();
    fireEvent.change(await screen.findByPlaceholderText('T…'), { target: { value: ' TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: /Save|Submitting/ }));
    await waitFor(() => expect(p.callsTo('user/updateDigital')).toHaveLength(1));
    expect(p.callsTo('user/updateDigital')[0].body).toEqual({ address: 'TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp' });
  });
  it('shows the server refusal', async () => {
    usdt(refuse(2041, 'TRC20 address incorrect'));
    fireEvent.change(await screen.findByPlaceholderText('T…'), { target: { value: 'TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('TRC20 address incorrect')).toBeTruthy();
  });
});
