import { fakeTransport, renderWithProviders } from '@app/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { type UserInfo } from '@app/shared';
import { PATH } from '@app/shared/routes';
import { InvitePage, inviteLink } from './InvitePage';

const USER: UserInfo = {
  uid: '1',
  account: 'a@example.com',
  accountType: 'email',
  nickname: 'a',
  realNameStatus: 2,
  inviteCode: 'D7GY4S',
  createdAt: 0,
};

describe('InvitePage', () => {
  it('shows the code, the register link with it, a QR code, the statistics and the rules', async () => {
    const edge = fakeTransport({
      'user/inviteStats': {
        inviteCode: 'D7GY4S',
        invited: 12,
        verified: 4,
        rewardPerVerified: '10.00',
        rewards: '40.00',
        currency: 'USDT',
      },
    });
    renderWithProviders(<InvitePage />, { route: PATH.invite, transport: edge.transport, preloadedSession: { token: 't', user: USER } });
    expect(screen.getByTestId('invite-code').textContent).toBe('D7GY4S');
    expect(screen.getByTestId('invite-link').textContent).toBe(`${window.location.origin}/pages/login/register?invite=D7GY4S`);
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' }).querySelector('path')!.getAttribute('d')).toMatch(
      /^M\d+ \d+h1v1h-1z/,
    );
    await waitFor(() => expect(screen.getByTestId('invite-invited').textContent).toBe('12'));
    expect(screen.getByTestId('invite-verified').textContent).toBe('4');
    expect(screen.getByTestId('invite-rewards').textContent).toBe('40.00');
    expect(screen.getByText('When an invited friend passes real-name authentication, you earn 10.00 USDT.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('the link opens the register page with the code filled in', () => {
    expect(inviteLink('https://nova.example', 'AB12CD')).toBe('https://nova.example/pages/login/register?invite=AB12CD');
  });
});
