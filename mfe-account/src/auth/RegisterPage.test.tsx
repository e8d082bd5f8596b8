// The register page (docs/product.md §2 pages/login/register, §5): send code with its 60 s countdown, the
// picture captcha (tap for a new one), and a successful register starting the session. A real
// store and the real i18n; only the transport at the edge is faked.
// The helper is imported first: it initialises i18n before this remote's namespace registers.
import { fakeTransport, refuse, renderWithProviders, type FakeAnswers } from '@app/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CaptchaResponse, UserInfo } from '@app/shared';
import { RegisterPage } from './RegisterPage';

const USER: UserInfo = {
  uid: '12345678',
  account: 'new@example.com',
  accountType: 'email',
  nickname: 'new',
  realNameStatus: 0,
  inviteCode: 'ABC123',
  createdAt: 1767225600000,
};

/** Answers like the provider: a new captcha each time, a code sent, a session for register. */
function fakeProvider(overrides: FakeAnswers = {}) {
  let captchas = 0;
  return fakeTransport({
    'user/captcha': (): CaptchaResponse => {
      captchas += 1;
      return { captchaId: `cap-${captchas}`, image: `data:image/svg+xml;base64,${btoa(`<svg id="${captchas}"/>`)}`, expiresAt: 0 };
    },
    'user/sendVerifyCode': { channel: 'email', resendAfterSeconds: 60, validForSeconds: 600 },
    'user/register': { token: 'tok-new', user: USER },
    ...overrides,
  });
}

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const captchaImage = () => screen.getByTestId('captcha-picture').querySelector('img');

afterEach(() => {
  jest.useRealTimers();
});

describe('RegisterPage', () => {
  it('shows every field in English and loads a captcha picture', async () => {
    const { transport, paths } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    for (const label of [
      'Phone or email',
      'Verification code',
      'Picture captcha',
      'Password',
      'Confirm password',
      'Referrer ID (optional)',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('cap-1'));
    expect(captchaImage()?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(paths()).toEqual(['user/captcha']);
  });

  it('tapping the captcha fetches a new picture', async () => {
    const { transport, paths } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('cap-1'));
    const first = captchaImage()?.getAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: 'Picture captcha, tap for a new one' }));

    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('cap-2'));
    expect(captchaImage()?.getAttribute('src')).not.toBe(first);
    expect(paths()).toEqual(['user/captcha', 'user/captcha']);
  });

  it('Send code without an account asks for one and calls nothing', async () => {
    const { transport, paths } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your phone number or email')).toBeTruthy();
    expect(paths().filter((p) => p === 'user/sendVerifyCode')).toEqual([]);
  });

  it('Send code asks for a register code, then counts 60 s down, disabled until it can send again', async () => {
    jest.useFakeTimers();
    const { transport, calls } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    type('Enter your phone number or email', '  new@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const counting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(calls.filter((c) => c.path === 'user/sendVerifyCode')).toEqual([
      { path: 'user/sendVerifyCode', body: { account: 'new@example.com', purpose: 'register' }, silent: false },
    ]);

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeTruthy();
    // Clicking while counting sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Resend in 59 s' }));
    for (let i = 0; i < 59; i++) {
      act(() => {
        jest.advanceTimersByTime(1000);
      });
    }
    const again = screen.getByRole('button', { name: 'Send code' });
    expect(again.hasAttribute('disabled')).toBe(false);
    expect(calls.filter((c) => c.path === 'user/sendVerifyCode')).toHaveLength(1);
  });

  it('a refused send (shown by the transport) starts no countdown', async () => {
    const { transport } = fakeProvider({
      'user/sendVerifyCode': refuse(1011, 'Cannot send repeatedly in a short time'),
    });
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    type('Enter your phone number or email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('a successful register sends code and captcha, starts the session and goes to Mine', async () => {
    const { transport, calls } = fakeProvider();
    const { store, location } = renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('cap-1'));

    type('Enter your phone number or email', ' new@example.com ');
    type('6-digit code from SMS or email', '123456');
    type('Characters in the picture', ' acef ');
    type('6–20 characters, letters and digits', 'abc12345');
    type('Enter the password again', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(location().pathname).toBe('/pages/mine/user'));
    expect(calls.filter((c) => c.path === 'user/register')).toEqual([
      {
        path: 'user/register',
        body: {
          account: 'new@example.com',
          code: '123456',
          captchaId: 'cap-1',
          captcha: 'acef',
          password: 'abc12345',
          confirmPassword: 'abc12345',
        },
        silent: false,
      },
    ]);
    expect(store.getState().session).toEqual({ token: 'tok-new', user: USER, endedOn: null });
  });

  it('a refused register shows a new captcha and clears its answer', async () => {
    const { transport, calls } = fakeProvider({
      'user/register': refuse(1010, 'Picture captcha error'),
    });
    const { store, location } = renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('cap-1'));
    type('Enter your phone number or email', 'new@example.com');
    type('6-digit code from SMS or email', '123456');
    type('Characters in the picture', 'WRNG');
    type('6–20 characters, letters and digits', 'abc12345');
    type('Enter the password again', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(captchaImage()?.getAttribute('data-captcha-id')).toBe('cap-2'));
    expect((screen.getByPlaceholderText('Characters in the picture') as HTMLInputElement).value).toBe('');
    expect(calls.filter((c) => c.path === 'user/register')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(location().pathname).toBe('/pages/login/register');
  });

  it('submitting empty shows the translated required messages and registers nothing', async () => {
    const { transport, paths } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(await screen.findByText('Please enter the characters in the picture')).toBeTruthy();
    expect(paths()).not.toContain('user/register');
  });

  it('a password outside the rule, or typed differently twice, is said before sending and registers nothing', async () => {
    const { transport, paths } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register', transport });
    type('6–20 characters, letters and digits', 'abcdefgh');
    type('Enter the password again', 'abcdefgX');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The password must be 6–20 characters with letters and digits')).toBeTruthy();
    expect(await screen.findByText('The two passwords are inconsistent')).toBeTruthy();
    expect(paths()).not.toContain('user/register');
  });

  it('an invitation link (?invite=) fills in the referrer ID', async () => {
    const { transport } = fakeProvider();
    renderWithProviders(<RegisterPage />, { route: '/pages/login/register?invite=D7GY4S', transport });
    expect((screen.getByPlaceholderText('Invitation code') as HTMLInputElement).value).toBe('D7GY4S');
  });
});
