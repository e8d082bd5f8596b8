// user/register: the account and password rules of docs/product.md §5 and the session it answers with.
import { RealNameStatus, RetCode, type SessionResponse } from '@app/shared/contracts';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const register = (fields: Record<string, string>, lang?: string) =>
  call<SessionResponse>(server.baseUrl, 'user/register', fields, { lang });
const withPassword = (account: string, password = 'abc12345', confirmPassword = password) => ({ account, password, confirmPassword });

describe('user/register', () => {
  it('creates an email account and answers a session with the user info', async () => {
    const account = uniqueEmail('New.User');
    const { status, body } = await register(withPassword(account));
    expect(status).toBe(200);
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.user).toEqual({
      uid: expect.stringMatching(/^[1-9]\d{7}$/),
      account: account.toLowerCase(),
      accountType: 'email',
      nickname: account.slice(0, account.indexOf('@')).toLowerCase(),
      realNameStatus: RealNameStatus.NOT_CERTIFIED,
      inviteCode: expect.stringMatching(/^[A-Z0-9]{6}$/),
      createdAt: expect.any(Number),
    });

    const info = await call(server.baseUrl, 'user/userInfo', {}, { token: body.data.token });
    expect(info.body.data).toEqual(body.data.user);
  });

  it('creates a phone account with a masked nickname', async () => {
    const phone = `+86139${String(Date.now()).slice(-8)}`;
    const { body } = await register(withPassword(phone));
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.user).toMatchObject({ account: phone, accountType: 'phone', nickname: `861****${phone.slice(-4)}` });
  });

  it('links a referrer by invite code (case-insensitive)', async () => {
    const referrer = await register(withPassword(uniqueEmail('referrer')));
    const referred = await register({
      ...withPassword(uniqueEmail('referred')),
      referrerId: referrer.body.data.user.inviteCode.toLowerCase(),
    });
    expect(referred.body.retCode).toBe(RetCode.OK);
  });

  it('treats an empty referrerId as none', async () => {
    const { body } = await register({ ...withPassword(uniqueEmail('noreferrer')), referrerId: '' });
    expect(body.retCode).toBe(RetCode.OK);
  });

  it.each([
    ['a phone number with letters', withPassword('12345abc'), RetCode.WRONG_PHONE, 'Wrong mobile phone number'],
    ['a phone number too short', withPassword('12345'), RetCode.WRONG_PHONE, 'Wrong mobile phone number'],
    ['an empty account', withPassword(''), RetCode.WRONG_PHONE, 'Wrong mobile phone number'],
    ['a malformed email', withPassword('someone@example'), RetCode.WRONG_EMAIL, 'Email input error'],
    ['an email with a space', withPassword('some one@example.com'), RetCode.EMAIL_HAS_SPACES, 'Email cannot contain spaces'],
    ['a password without a digit', withPassword('nodigits@example.com', 'abcdefgh'), RetCode.WRONG_PASSWORD, 'Wrong password'],
    ['a password without a letter', withPassword('noletters@example.com', '12345678'), RetCode.WRONG_PASSWORD, 'Wrong password'],
    ['a password too short', withPassword('short@example.com', 'ab123'), RetCode.WRONG_PASSWORD, 'Wrong password'],
    ['a password too long', withPassword('long@example.com', 'abc12345678901234567x'), RetCode.WRONG_PASSWORD, 'Wrong password'],
    [
      'two different passwords',
      withPassword('differ@example.com', 'abc12345', 'abc12346'),
      RetCode.PASSWORDS_INCONSISTENT,
      'The two passwords are inconsistent',
    ],
    ['an unknown referrer', { ...withPassword('referred@example.com'), referrerId: 'NO#REF' }, RetCode.REFERRER_ERROR, 'Referrer ID error'],
  ])('refuses %s', async (_case, fields, retCode, message) => {
    const { status, body } = await register(fields);
    expect(status).toBe(200);
    expect(body).toEqual({ retCode, message, data: null });
  });

  it('refuses an existing account, whatever the email case', async () => {
    const account = uniqueEmail('twice');
    expect((await register(withPassword(account))).body.retCode).toBe(RetCode.OK);
    const again = await register(withPassword(account.toUpperCase()));
    expect(again.body).toEqual({ retCode: RetCode.ACCOUNT_EXISTS, message: 'Account already exists', data: null });
  });

  it('answers 1000 when a key repeats', async () => {
    const { body } = await call(server.baseUrl, 'user/register', withPassword(uniqueEmail('dup')), { extraBody: '&password=other123' });
    expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it.each([
    [withPassword('12345abc'), '手机号码错误'],
    [withPassword('someone@example'), '邮箱输入错误'],
    [withPassword('some one@example.com'), '邮箱不能包含空格'],
    [withPassword('zh@example.com', 'abcdefgh'), '密码错误'],
    [withPassword('zh@example.com', 'abc12345', 'abc12346'), '两次输入的密码不一致'],
    [{ ...withPassword('zh@example.com'), referrerId: 'NO#REF' }, '推荐人ID错误'],
    [withPassword('demo@example.com'), '账号已存在'],
  ])('answers in Chinese for lang=zh_CN (%#)', async (fields, message) => {
    const { body } = await register(fields, 'zh_CN');
    expect(body.message).toBe(message);
  });
});
