import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswer } from '@app/shared/testing';
import { WithdrawPasswordPage } from './WithdrawPasswordPage';
import { walletOf } from '@app/shared/testing';

function setup(update: FakeAnswer<'user/updateWithdrawPwd'> = null) {
  const p = fakeTransport({ 'user/userWallet': walletOf({ withdrawPasswordSet: false }), 'user/updateWithdrawPwd': update });
  renderWithProviders(<WithdrawPasswordPage />, {
    transport: p.transport,
    preloadedSession: TEST_SESSION,
    route: '/pages/mine/withdrawPassword',
  });
  return p;
}
async function fill(pwd: string, confirm: string, login: string) {
  fireEvent.change(await screen.findByPlaceholderText('6 digits'), { target: { value: pwd } });
  fireEvent.change(screen.getByPlaceholderText('Enter it again'), { target: { value: confirm } });
  fireEvent.change(screen.getByPlaceholderText('Your login password'), { target: { value: login } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('withdrawal password (user/updateWithdrawPwd)', () => {
  it.each([
    ['12345', '12345', 'Passw0rd', 'The withdrawal password must be 6 digits'],
    ['12345a', '12345a', 'Passw0rd', 'The withdrawal password must be 6 digits'],
    ['123456', '123465', 'Passw0rd', 'The two passwords are inconsistent'],
    ['123456', '123456', '', 'Please enter your login password'],
  ])('%p / %p / %p → %s, nothing sent', async (pwd, confirm, login, message) => {
    const p = setup();
    await fill(pwd, confirm, login);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('user/updateWithdrawPwd')).toHaveLength(0);
  });

  it('sets it with the login password', async () => {
    const p = setup();
    expect(await screen.findByText('Set a withdrawal password')).toBeTruthy();
    await fill('123456', '123456', 'Passw0rd');
    await waitFor(() => expect(p.callsTo('user/updateWithdrawPwd')).toHaveLength(1));
    expect(p.callsTo('user/updateWithdrawPwd')[0].body).toEqual({
      password: '123456',
      confirmPassword: '123456',
      loginPassword: 'Passw0rd',
    });
  });

  it('shows a wrong login password as the server says it', async () => {
    setup(refuse(2015, 'Login password incorrect'));
    await fill('123456', '123456', 'nope');
    expect(await screen.findByText('Login password incorrect')).toBeTruthy();
  });
});
