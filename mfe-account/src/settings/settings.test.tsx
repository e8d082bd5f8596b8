// The settings forms: change password (the docs/product.md §5 messages before sending, the provider's after,
// a double tap submits once) and the nickname edit; user info shows what the provider keeps.
import { fakeTransport, refuse, renderWithProviders } from '@app/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type UserInfo } from '@app/shared';
import { PATH } from '@app/shared/routes';
import { ChangePasswordPage } from './ChangePasswordPage';
import { EditProfilePage } from './EditProfilePage';
import { SettingPage } from './SettingPage';

const USER: UserInfo = {
  uid: '51909040',
  account: 'alice@example.com',
  accountType: 'email',
  nickname: 'Alice',
  realNameStatus: 2,
  inviteCode: 'ABC123',
  createdAt: 1767225600000,
};
const session = { token: 't', user: USER };

function fill(placeholder: string, value: string) {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

describe('ChangePasswordPage', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

  it('empty: the three required messages, nothing sent', async () => {
    const edge = fakeTransport({});
    renderWithProviders(<ChangePasswordPage />, { route: PATH.changePassword, transport: edge.transport, preloadedSession: session });
    submit();
    expect(await screen.findByText('Please enter your current password')).toBeTruthy();
    expect(screen.getByText('Please enter a new password')).toBeTruthy();
    expect(screen.getByText('Please enter the new password again')).toBeTruthy();
    expect(edge.calls).toEqual([]);
  });

  it('a new password breaking the rule, or two different ones: the message, nothing sent', async () => {
    const edge = fakeTransport({});
    renderWithProviders(<ChangePasswordPage />, { route: PATH.changePassword, transport: edge.transport, preloadedSession: session });
    fill('Enter your current password', 'old12345');
    fill('6–20 characters, letters and digits', 'short');
    fill('Enter the new password again', 'short2');
    submit();
    expect(await screen.findByText('The password must be 6–20 characters with letters and digits')).toBeTruthy();
    expect(await screen.findByText('The two passwords are inconsistent')).toBeTruthy();
    expect(edge.calls).toEqual([]);
  });

  it('sends old and new passwords once, even on a double tap, then returns to Mine', async () => {
    let release: () => void = () => undefined;
    const edge = fakeTransport({
      'user/changePassword': () =>
        new Promise((r) => {
          release = () => r(null);
        }),
    });
    const { location } = renderWithProviders(<ChangePasswordPage />, {
      route: PATH.changePassword,
      transport: edge.transport,
      preloadedSession: session,
    });
    fill('Enter your current password', 'old12345');
    fill('6–20 characters, letters and digits', 'new12345');
    fill('Enter the new password again', 'new12345');
    const button = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(edge.callsTo('user/changePassword')).toHaveLength(1));
    fireEvent.click(button);
    await act(async () => {
      release();
    });
    await waitFor(() => expect(location().pathname).toBe(PATH.mine));
    expect(edge.callsTo('user/changePassword')).toHaveLength(1);
    expect(edge.calls[0].body).toEqual({ oldPassword: 'old12345', password: 'new12345', confirmPassword: 'new12345' });
  });

  it("a wrong current password: the provider's message (toasted by the transport), the page stays", async () => {
    const edge = fakeTransport({ 'user/changePassword': refuse(1004, 'Wrong password') });
    const { location } = renderWithProviders(<ChangePasswordPage />, {
      route: PATH.changePassword,
      transport: edge.transport,
      preloadedSession: session,
    });
    fill('Enter your current password', 'bad12345');
    fill('6–20 characters, letters and digits', 'new12345');
    fill('Enter the new password again', 'new12345');
    submit();
    await waitFor(() => expect(edge.callsTo('user/changePassword')).toHaveLength(1));
    expect(location().pathname).toBe(PATH.changePassword);
  });

  it('links the withdrawal password and the forgotten-password page', () => {
    renderWithProviders(<ChangePasswordPage />, { route: PATH.changePassword, preloadedSession: session });
    expect(screen.getByRole('link', { name: 'Withdrawal password' }).getAttribute('href')).toBe(PATH.withdrawPassword);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(PATH.forget);
  });
});

describe('EditProfilePage', () => {
  it('refuses an empty or too long nickname in the page', async () => {
    const edge = fakeTransport({});
    renderWithProviders(<EditProfilePage />, { route: PATH.editProfile, transport: edge.transport, preloadedSession: session });
    fill('1–20 characters', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a nickname')).toBeTruthy();
    fill('1–20 characters', 'x'.repeat(21));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The nickname must be 1–20 characters')).toBeTruthy();
    expect(edge.calls).toEqual([]);
  });

  it('saves the trimmed nickname; the session user follows; back to user info', async () => {
    const edge = fakeTransport({ 'user/updateProfile': (body) => ({ ...USER, nickname: body.nickname }) });
    const { store, location } = renderWithProviders(<EditProfilePage />, {
      route: PATH.editProfile,
      transport: edge.transport,
      preloadedSession: session,
    });
    fill('1–20 characters', '  Trader 张 ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe(PATH.setting));
    expect(edge.calls[0].body).toEqual({ nickname: 'Trader 张' });
    expect(store.getState().session.user?.nickname).toBe('Trader 张');
  });
});

describe('SettingPage', () => {
  it('shows the nickname, account, UID, invite code and real-name state', () => {
    renderWithProviders(<SettingPage />, { route: PATH.setting, preloadedSession: session });
    expect(screen.getByTestId('setting-nickname').textContent).toBe('Alice');
    expect(screen.getByTestId('setting-account').textContent).toBe('alice@example.com');
    expect(screen.getByTestId('setting-uid').textContent).toBe('51909040');
    expect(screen.getByText('ABC123', { exact: false })).toBeTruthy();
    expect(screen.getByText('Examination passed')).toBeTruthy();
    expect(screen.getByText('Version 1.0.0 (100)')).toBeTruthy();
  });
});
