// Terminal control characters are refused in every identifier field (with a
// translated message, nothing stored) and escaped in every log line.
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { watchDemoLog } from '../src/account/demo-log';
import { escapeForLog, escapeLogLine, hasForbiddenControlCharacters } from '../src/http/log-redaction';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const ESC = '\u001b[31m';
const BEL = '\u0007';

describe('control characters', () => {
  it('refuses an account name with ESC / BEL, in the request language, and creates nothing', async () => {
    const account = `red${ESC}${BEL}${uniqueEmail('x')}`;
    const { body } = await call(server.baseUrl, 'user/register', { account, password: 'abc12345', confirmPassword: 'abc12345' });
    expect(body).toEqual({ retCode: RetCode.CONTROL_CHARACTERS, message: 'Text cannot contain control characters', data: null });
    const zh = await call(
      server.baseUrl,
      'user/register',
      { account, password: 'abc12345', confirmPassword: 'abc12345' },
      { lang: 'zh_CN' },
    );
    expect(zh.body.message).toBe('文字不能包含控制字符');
    const rows = await server.provider.db.selectFrom('users').select('id').where('account', 'like', '%red%').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a nickname with a control character (a C1 CSI too) and keeps the old one', async () => {
    const registered = await call<SessionResponse>(server.baseUrl, 'user/register', {
      account: uniqueEmail('nick'),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    const token = registered.body.data.token;
    for (const nickname of [`a${ESC}b`, `a${BEL}`, 'a\u009b31m', 'two\nlines']) {
      const { body } = await call(server.baseUrl, 'user/updateProfile', { nickname }, { token });
      expect(body.retCode).toBe(RetCode.CONTROL_CHARACTERS);
    }
    const info = await call<{ nickname: string }>(server.baseUrl, 'user/userInfo', {}, { token });
    expect(info.body.data.nickname).toBe(registered.body.data.user.nickname);
  });

  it('lets free text keep its line breaks but not ESC', () => {
    expect(hasForbiddenControlCharacters({ content: 'line one\nline two\ttab' })).toBe(false);
    expect(hasForbiddenControlCharacters({ content: `x${ESC}` })).toBe(true);
    expect(hasForbiddenControlCharacters({ beneficiary: 'x', address: 'T\nx' })).toBe(true);
  });

  it('escapes control characters in log lines', () => {
    expect(escapeForLog(`[verify-code] account=${ESC}x${BEL}\ny`)).toBe('[verify-code] account=\\u001b[31mx\\u0007\\u000ay');
    expect(escapeLogLine('{"msg":"a\u009b31m"}\n')).toBe('{"msg":"a\\u009b31m"}\n');
    const lines: string[] = [];
    const stop = watchDemoLog((line) => lines.push(line));
    try {
      // What reaches the demo log is already escaped (a sender handed raw text cannot drive a terminal).
      const { demoLogOf } = jest.requireActual('../src/account/demo-log') as typeof import('../src/account/demo-log');
      demoLogOf({ logLevel: 'silent' }).write(`a${ESC}`);
    } finally {
      stop();
    }
    expect(lines).toEqual(['a\\u001b[31m']);
  });
});
