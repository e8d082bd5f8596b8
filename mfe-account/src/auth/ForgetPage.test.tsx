// The forget page (docs/product.md §2 pages/login/forget): a reset code, a new password twice; on success a
// toast and back to log in. A real store and the real i18n; only the transport is faked.
import { fakeTransport, refuse, renderWithProviders, type FakeAnswer } from '@app/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { ForgetPage } from './ForgetPage';

function fakeProvider(reset: FakeAnswer<'user/resetpassword'> = null) {
  return fakeTransport({
    'user/sendVerifyCode': { channel: 'sms', resendAfterSeconds: 60, validForSeconds: 600 },
    'user/resetpassword': reset,
  });
}

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

function fillAndSubmit() {
  type('Enter your phone number or email', ' +8613800138000 ');
  type('6-digit code from SMS or email', ' 654321 ');
  type('6–20 characters, letters and digits', 'new12345');
  type('Enter the new password again', 'new12345');
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

// The toast is a page-wide singleton that outlives a test: watch what is shown instead.
let shown: jest.SpyInstance;
beforeEach(() => {
  shown = jest.spyOn(Toast, 'show');
});
afterEach(() => {
  shown.mockRestore();
});
const toasted = () => shown.mock.calls.map(([props]) => (typeof props === 'string' ? props : props.content));

describe('ForgetPage', () => {
  it('shows the translated form with a link back to log in', () => {
    renderWithProviders(<ForgetPage />, { route: '/pages/login/forget' });
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    for (const label of ['Phone or email', 'Verification code', 'New password', 'Confirm new password'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/pages/login/login');
  });

  it('Send code asks for a reset code and starts the countdown', async () => {
    const { transport, calls } = fakeProvider();
    renderWithProviders(<ForgetPage />, { route: '/pages/login/forget', transport });
    type('Enter your phone number or email', '+8613800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(await screen.findByText('The code has been sent by SMS')).toBeTruthy();
    expect(calls).toEqual([{ path: 'user/sendVerifyCode', body: { account: '+8613800138000', purpose: 'reset' }, silent: false }]);
  });

  it('a successful reset toasts and goes back to log in', async () => {
    const { transport, calls } = fakeProvider();
    const { location } = renderWithProviders(<ForgetPage />, { route: '/pages/login/forget', transport });
    fillAndSubmit();
    await waitFor(() => expect(location().pathname).toBe('/pages/login/login'));
    expect(toasted()).toEqual(['Password reset, please log in']);
    expect(calls).toEqual([
      {
        path: 'user/resetpassword',
        body: { account: '+8613800138000', code: '654321', password: 'new12345', confirmPassword: 'new12345' },
        silent: false,
      },
    ]);
  });

  it('a refused reset stays on the page', async () => {
    const { transport, calls } = fakeProvider(refuse(1009, 'Verification code error'));
    const { location } = renderWithProviders(<ForgetPage />, { route: '/pages/login/forget', transport });
    fillAndSubmit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(location().pathname).toBe('/pages/login/forget');
    expect(toasted()).not.toContain('Password reset, please log in');
  });

  it('two different passwords are refused before calling', async () => {
    const { transport, calls } = fakeProvider();
    renderWithProviders(<ForgetPage />, { route: '/pages/login/forget', transport });
    type('Enter your phone number or email', 'a@example.com');
    type('6-digit code from SMS or email', '654321');
    type('6–20 characters, letters and digits', 'new12345');
    type('Enter the new password again', 'new12346');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The two passwords are inconsistent')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
