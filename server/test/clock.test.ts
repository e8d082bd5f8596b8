// One clock: every handler, the socket and the session checks read DomainContext.now (injected
// through buildServer), never Date.now, so a test can move time and the rules follow it.
import WebSocket from 'ws';
import { CAPTCHA, SESSION } from '@app/shared/constants';
import { RetCode, type SessionResponse, type UserInfo } from '@app/shared/contracts';
import { createCaptcha } from '../src/account/captchas';
import { LOGIN_LOCKOUT, lockMsAfter } from '../src/auth/login-guard';
import { QUOTES_SOCKET } from '../src/constants';
import { call, registrationProof, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

const MINUTE = 60_000;
// Far from the real time, so anything read from Date.now instead would be off by years.
let clock = Date.UTC(2031, 2, 4, 15, 0, 0);
let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider({ now: () => clock });
});
afterAll(() => server.close());

async function register(account: string, password = 'right123'): Promise<string> {
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/register', { account, password, confirmPassword: password });
  expect(body.retCode).toBe(RetCode.OK);
  return body.data.token;
}

/** Resolves with the close code, or 'open' once the socket answers a ping (it was accepted). */
function socketOutcome(token: string): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.wsUrl}/websocket/${token}`);
    socket.on('open', () => socket.send(JSON.stringify({ op: 'ping' })));
    socket.on('message', () => {
      socket.terminate();
      resolve('open');
    });
    socket.on('close', (code) => resolve(code));
    socket.on('error', reject);
  });
}

describe('the injected clock', () => {
  it('stamps what handlers write (user/register) with its time, not the machine time', async () => {
    const token = await register(uniqueEmail('stamped'));
    const { body } = await call<UserInfo>(server.baseUrl, 'user/userInfo', {}, { token });
    expect(body.data.createdAt).toBe(clock);
  });

  it('ends a session when it moves past the session life: API and socket alike', async () => {
    const token = await register(uniqueEmail('expires'));
    clock += SESSION.localExpiryMs - MINUTE;
    expect((await call(server.baseUrl, 'user/userInfo', {}, { token })).body.retCode).toBe(RetCode.OK);
    expect(await socketOutcome(token)).toBe('open');

    clock += 2 * MINUTE;
    expect((await call(server.baseUrl, 'user/userInfo', {}, { token })).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    expect(await socketOutcome(token)).toBe(QUOTES_SOCKET.unauthorizedCloseCode);
  });

  it('lifts the login lockout when it moves past the window', async () => {
    const account = uniqueEmail('lockout');
    await register(account);
    const login = (password: string) => call(server.baseUrl, 'user/login', { account, password });
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) expect((await login('wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    expect((await login('right123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);

    clock += lockMsAfter(LOGIN_LOCKOUT.maxFailures) + 1;
    expect((await login('right123')).body.retCode).toBe(RetCode.OK);
  });

  it('expires the captcha of user/register by its time (the same clock as the account it creates)', async () => {
    const account = uniqueEmail('late');
    const proof = await registrationProof(server.baseUrl, account);
    const captcha = await createCaptcha(server.provider.db, 'clock-test', clock);
    clock += CAPTCHA.validMs + 1;
    const { body } = await call(server.baseUrl, 'user/register', {
      account,
      password: 'right123',
      confirmPassword: 'right123',
      code: proof.code,
      captchaId: captcha.id,
      captcha: captcha.answer,
    });
    expect(body.retCode).toBe(RetCode.CAPTCHA_ERROR);
  });
});
