// The signing gate of docs/product.md §7: nothing happens without a valid sign and time.
import { RetCode } from '@app/shared/contracts';
import { DEMO_SECRETS, sign } from '@app/shared/transport';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const registration = (account: string) => ({ account, password: 'abc12345', confirmPassword: 'abc12345' });

describe('request signature', () => {
  it.each([
    ['the sign header is missing', { sign: null }],
    ['the sign is wrong', { sign: 'd41d8cd98f00b204e9800998ecf8427e' }],
    ['the time header is missing', { time: null }],
    ['the time header is not a number', { time: 'yesterday' }],
    ['the body was signed with the chat secret', { secret: DEMO_SECRETS.chat }],
  ])('answers 401 / 104 and registers nobody when %s', async (_case, options) => {
    const account = uniqueEmail('unsigned');
    const refused = await call(server.baseUrl, 'user/register', registration(account), options);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ retCode: RetCode.BAD_SIGNATURE, message: 'Request signature error', data: null });

    // The account is still free: the refused call created nothing.
    const accepted = await call(server.baseUrl, 'user/register', registration(account));
    expect(accepted.body.retCode).toBe(RetCode.OK);
  });

  it('rejects a body changed after signing', async () => {
    const tampered = await call(server.baseUrl, 'user/register', registration(uniqueEmail('tampered')), {
      extraBody: '&referrerId=ABC123',
    });
    expect(tampered.status).toBe(401);
    expect(tampered.body.retCode).toBe(RetCode.BAD_SIGNATURE);
  });

  it('translates the refusal for lang=zh_CN', async () => {
    const refused = await call(server.baseUrl, 'user/login', { account: 'x@example.com', password: 'x' }, { lang: 'zh_CN', sign: 'bad' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('请求签名错误');
  });

  it('accepts an upper-case hex signature', async () => {
    const fields = { versionCode: '100', platform: 'web', lang: 'en_US' };
    const result = await call(
      server.baseUrl,
      'common/checkUpdate',
      { versionCode: 100, platform: 'web' },
      { sign: sign(fields, DEMO_SECRETS.main).toUpperCase() },
    );
    expect(result.body.retCode).toBe(RetCode.OK);
  });
});

describe('malformed requests', () => {
  it('answers 1000 for a repeated key', async () => {
    const account = uniqueEmail('repeated');
    const result = await call(server.baseUrl, 'user/register', registration(account), {
      extraBody: `&account=${encodeURIComponent(uniqueEmail())}`,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ retCode: RetCode.INVALID_PARAMS, message: 'Invalid parameters', data: null });
  });

  it('answers 1000 for a missing required field', async () => {
    const result = await call(server.baseUrl, 'user/login', { account: 'demo@example.com' });
    expect(result.body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it('refuses a JSON body with 415 and an envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: 'x', time: '1' },
      body: JSON.stringify({ account: 'demo@example.com', password: 'Demo1234' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ retCode: RetCode.INVALID_PARAMS, data: null });
  });

  it('refuses a body over the size limit with 413', async () => {
    const result = await call(server.baseUrl, 'user/login', { account: 'a'.repeat(1_100_000), password: 'x' });
    expect(result.status).toBe(413);
    expect(result.body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it('answers an unknown endpoint with 404 / 1404, in the request language', async () => {
    const result = await call(server.baseUrl, 'user/doesNotExist', {}, { lang: 'zh_CN' });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ retCode: RetCode.NOT_FOUND, message: '接口不存在', data: null });
    const prototypeKey = await call(server.baseUrl, 'constructor/name');
    expect(prototypeKey.status).toBe(404);
  });

  it('answers GET on /api with a 404 envelope', async () => {
    for (const url of ['/api/user/login', '/api', '/api/a/b/c']) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ retCode: RetCode.NOT_FOUND, message: 'Not found', data: null });
    }
  });
});
