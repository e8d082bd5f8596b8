// The login page (docs/product.md §2 pages/login/login, §4 session, §8 business errors stay with the caller):
// a real store and the real i18n, the transport at the edge faked.
// The helper is imported first: like the shell at boot, it initialises i18n before this remote's
// namespace registers itself (mfe-account/src/i18n.ts runs when LoginPage is imported).
import { fakeTransport, refuse, renderWithProviders } from '@app/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '@app/shared';
import { authApi } from './auth-api';
import { LoginPage } from './LoginPage';

const USER: UserInfo = {
  uid: 'U100001',
  account: 'alice@example.com',
  accountType: 'email',
  nickname: 'Alice',
  realNameStatus: 2,
  inviteCode: 'INV42',
  createdAt: 1767225600000,
};

function fillAndSubmit(account: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('Enter your phone number or email'), { target: { value: account } });
  fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('shows the translated page', () => {
    renderWithProviders(<LoginPage />, { route: '/pages/login/login' });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Phone or email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'No account yet? Register' }).getAttribute('href')).toBe('/pages/login/register');
  });

  it('submitting empty shows the translated required messages and calls nothing', async () => {
    const { transport, calls } = fakeTransport({ 'user/login': { token: 'x', user: USER } });
    const { store, location } = renderWithProviders(<LoginPage />, { route: '/pages/login/login', transport });

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter your phone number or email')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(store.getState().session.token).toBeNull();
    expect(location().pathname).toBe('/pages/login/login');
  });

  it('an account of only spaces is treated as empty', async () => {
    const { transport, calls } = fakeTransport({ 'user/login': { token: 'x', user: USER } });
    renderWithProviders(<LoginPage />, { route: '/pages/login/login', transport });
    fillAndSubmit('   ', 'secret1');
    expect(await screen.findByText('Please enter your phone number or email')).toBeTruthy();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a successful login starts the session and goes to Mine', async () => {
    const { transport, calls } = fakeTransport({ 'user/login': { token: 'tok-new', user: USER } });
    const { store, location } = renderWithProviders(<LoginPage />, { route: '/pages/login/login', transport });

    fillAndSubmit('  alice@example.com ', 'secret1');

    await waitFor(() => expect(location().pathname).toBe('/pages/mine/user'));
    expect(calls).toEqual([{ path: 'user/login', body: { account: 'alice@example.com', password: 'secret1' }, silent: false }]);
    expect(store.getState().session).toEqual({ token: 'tok-new', user: USER, endedOn: null });
  });

  it('returns to the private page that sent the user to log in', async () => {
    const { transport } = fakeTransport({ 'user/login': { token: 'tok-new', user: USER } });
    const { location } = renderWithProviders(<LoginPage />, {
      route: '/pages/login/login',
      routeState: { from: '/pages/mine/recharge' },
      transport,
    });
    fillAndSubmit('alice@example.com', 'secret1');
    await waitFor(() => expect(location().pathname).toBe('/pages/mine/recharge'));
  });

  it('a business error (retCode 1004) keeps the user on the page without a session', async () => {
    const { transport, calls } = fakeTransport({ 'user/login': refuse(1004, 'Wrong password') });
    const { store, location, actions } = renderWithProviders(<LoginPage />, { route: '/pages/login/login', transport });

    fillAndSubmit('alice@example.com', 'wrong-pass');

    await waitFor(() => expect(actions.some((a) => authApi.endpoints.accountLogin.matchRejected(a))).toBe(true));
    expect(calls).toHaveLength(1);
    expect(location().pathname).toBe('/pages/login/login');
    expect(store.getState().session).toEqual({ token: null, user: null, endedOn: null });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
