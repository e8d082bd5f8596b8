// The logged-in user's own account: user/changePassword (old password checked like a login, other
// sessions end, this one stays), user/updateProfile (nickname) and user/inviteStats (invited,
// verified and rewards of the referral scheme).
import { RetCode, type InviteStats, type SessionResponse, type UserInfo } from '@app/shared/contracts';
import { INVITE } from '@app/shared/constants';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';
import { WALLET_TEST_ENV, as, passRealName, signUp, submitRealName } from './helpers/wallet-fixtures';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV });
});
afterAll(() => server.close());

const PASSWORD = 'abc12345';

async function register(referrerId?: string): Promise<{ account: string; token: string; user: UserInfo }> {
  const account = uniqueEmail('profile');
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/register', {
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(referrerId ? { referrerId } : {}),
  });
  expect(body.retCode).toBe(RetCode.OK);
  return { account, token: body.data.token, user: body.data.user };
}

const login = (account: string, password: string) => call<SessionResponse>(server.baseUrl, 'user/login', { account, password });
const change = (token: string, oldPassword: string, password: string, confirmPassword = password, lang?: string) =>
  call(server.baseUrl, 'user/changePassword', { oldPassword, password, confirmPassword }, { token, lang });

describe('user/changePassword', () => {
  it('changes the password: the new one logs in, the old one does not; this session stays, others end', async () => {
    const { account, token } = await register();
    const other = (await login(account, PASSWORD)).body.data.token;

    const { body } = await change(token, PASSWORD, 'newPass99');
    expect(body).toEqual({ retCode: RetCode.OK, message: expect.any(String), data: null });

    expect((await login(account, PASSWORD)).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    expect((await login(account, 'newPass99')).body.retCode).toBe(RetCode.OK);
    expect((await call(server.baseUrl, 'user/userInfo', {}, { token })).body.retCode).toBe(RetCode.OK);
    expect((await call(server.baseUrl, 'user/userInfo', {}, { token: other })).body.retCode).toBe(RetCode.SESSION_EXPIRED);
  });

  it.each([
    ['a wrong old password', 'wrong999', 'newPass99', 'newPass99', RetCode.WRONG_PASSWORD, 'Wrong password'],
    [
      'a new password breaking the rule',
      PASSWORD,
      'short',
      'short',
      RetCode.NEW_PASSWORD_RULE,
      'The new password must be 6–20 characters with letters and digits',
    ],
    [
      'two different new passwords',
      PASSWORD,
      'newPass99',
      'newPass98',
      RetCode.PASSWORDS_INCONSISTENT,
      'The two passwords are inconsistent',
    ],
    [
      'the same password again',
      PASSWORD,
      PASSWORD,
      PASSWORD,
      RetCode.NEW_PASSWORD_SAME,
      'The new password must differ from the current one',
    ],
  ])('refuses %s with its message and changes nothing', async (_label, oldPassword, password, confirm, retCode, message) => {
    const { account, token } = await register();
    const { body } = await change(token, oldPassword, password, confirm);
    expect(body.retCode).toBe(retCode);
    expect(body.message).toBe(message);
    expect((await login(account, PASSWORD)).body.retCode).toBe(RetCode.OK);
  });

  it('answers in Chinese for zh_CN', async () => {
    const { token } = await register();
    const { body } = await change(token, PASSWORD, 'newPass99', 'newPass98', 'zh_CN');
    expect(body.message).toBe('两次输入的密码不一致');
  });

  it('counts wrong old passwords like logins: the 6th try is refused even when right', async () => {
    const { token } = await register();
    for (let i = 0; i < 5; i++) expect((await change(token, `wrong${i}abc`, 'newPass99')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    expect((await change(token, PASSWORD, 'newPass99')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
  });

  it('needs a session', async () => {
    const { body } = await call(server.baseUrl, 'user/changePassword', {
      oldPassword: PASSWORD,
      password: 'newPass99',
      confirmPassword: 'newPass99',
    });
    expect(body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });
});

describe('user/updateProfile', () => {
  it('sets a trimmed nickname, answers the user info and user/userInfo shows it', async () => {
    const { token } = await register();
    const { body } = await call<UserInfo>(server.baseUrl, 'user/updateProfile', { nickname: '  Trader 张三 🚀 ' }, { token });
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.nickname).toBe('Trader 张三 🚀');
    expect((await call<UserInfo>(server.baseUrl, 'user/userInfo', {}, { token })).body.data.nickname).toBe('Trader 张三 🚀');
  });

  it.each([
    ['empty', '   ', RetCode.NICKNAME_INVALID],
    ['21 characters', 'x'.repeat(21), RetCode.NICKNAME_INVALID],
    // Refused for every identifier field before the handler: its own message.
    ['a control character', 'abc\u0007', RetCode.CONTROL_CHARACTERS],
    ['a line break', 'a\nb', RetCode.CONTROL_CHARACTERS],
  ])('refuses %s and keeps the old nickname', async (_label, nickname, retCode) => {
    const { token, user } = await register();
    const { body } = await call(server.baseUrl, 'user/updateProfile', { nickname }, { token });
    expect(body.retCode).toBe(retCode);
    expect((await call<UserInfo>(server.baseUrl, 'user/userInfo', {}, { token })).body.data.nickname).toBe(user.nickname);
  });

  it('accepts 20 characters counted as code points', async () => {
    const { token } = await register();
    const { body } = await call<UserInfo>(server.baseUrl, 'user/updateProfile', { nickname: '🚀'.repeat(20) }, { token });
    expect(body.retCode).toBe(RetCode.OK);
  });
});

describe('user/inviteStats', () => {
  it('counts users registered with the code, those verified, and the rewards', async () => {
    const inviter = await signUp(server, 'inviter');
    const stats = async () => (await as(server, inviter)<InviteStats>('user/inviteStats')).body.data;
    const mine = await call<UserInfo>(server.baseUrl, 'user/userInfo', {}, { token: inviter.token });
    expect(await stats()).toEqual({
      inviteCode: mine.body.data.inviteCode,
      invited: 0,
      verified: 0,
      rewardPerVerified: INVITE.rewardPerVerifiedUsdt,
      rewards: '0.00',
      currency: 'USDT',
    });

    const code = mine.body.data.inviteCode;
    await register(code);
    await register(code.toLowerCase());
    // someone else's invitee does not count
    await register();
    expect(await stats()).toMatchObject({ invited: 2, verified: 0, rewards: '0.00' });

    const friend = await signUp(server, 'friend');
    await server.provider.db.updateTable('users').set({ referrer_user_id: inviter.userId }).where('id', '=', friend.userId).execute();
    await submitRealName(server, friend, 'Jane Doe');
    expect(await stats()).toMatchObject({ invited: 3, verified: 0 });
    const verifiedFriend = await signUp(server, 'friend');
    await server.provider.db
      .updateTable('users')
      .set({ referrer_user_id: inviter.userId })
      .where('id', '=', verifiedFriend.userId)
      .execute();
    await passRealName(server, verifiedFriend, 'John Roe');
    expect(await stats()).toMatchObject({ invited: 4, verified: 1, rewards: INVITE.rewardPerVerifiedUsdt });
  });
});
