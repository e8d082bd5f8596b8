// Calls the provider the way the app does (signed form POST), to set up test users quickly.
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';
import type { CaptchaResponse, SessionResponse } from '@app/shared/contracts';
import { appServerAt, type AppServer } from './app-server';

let lastTime = 0;
/**
 * The `time` of a signed call, as the app's transport picks it: after the previous one, so two
 * calls with the same fields are two signed requests (the provider accepts each once).
 */
export function requestTime(): string {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return String(lastTime);
}

export async function callApi<T>(
  baseUrl: string,
  apiPath: string,
  body: FormFields,
  token = '',
): Promise<{ retCode: number; message: string; data: T }> {
  const fields = normalizeFields({ ...body, lang: 'en_US' });
  const res = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: token,
      time: requestTime(),
      sign: sign(fields, apiPath.startsWith('chat/') ? DEMO_SECRETS.chat : DEMO_SECRETS.main),
    },
    body: encodeForm(fields),
  });
  return res.json() as Promise<{ retCode: number; message: string; data: T }>;
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * Registers a new user the way the app does: a code sent to the account (read from the demo
 * sender's line in the server log), a picture captcha (its answer from the demo log line), then
 * user/register. `server` is the AppServer or its base URL.
 */
export async function registerUser(server: AppServer | string, tag = 'e2e'): Promise<SessionResponse & { password: string }> {
  const app = typeof server === 'string' ? appServerAt(server) : server;
  const { baseUrl } = app;
  const password = 'Passw0rd9';
  const account = uniqueEmail(tag).toLowerCase();
  const sent = await callApi(baseUrl, 'user/sendVerifyCode', { account, purpose: 'register' });
  if (sent.retCode !== 0) throw new Error(`sendVerifyCode failed: ${sent.retCode} ${sent.message}`);
  const code = await app.verifyCode(account);
  const captcha = await callApi<CaptchaResponse>(baseUrl, 'user/captcha', {});
  if (captcha.retCode !== 0) throw new Error(`captcha failed: ${captcha.retCode} ${captcha.message}`);
  const answer = await app.captchaAnswer(captcha.data.captchaId);
  const res = await callApi<SessionResponse>(baseUrl, 'user/register', {
    account,
    code,
    captchaId: captcha.data.captchaId,
    captcha: answer,
    password,
    confirmPassword: password,
  });
  if (res.retCode !== 0) throw new Error(`register failed: ${res.retCode} ${res.message}`);
  return { ...res.data, password };
}

/** The device state the app keeps after a login (docs/product.md §3 keys). */
export function sessionInitScript(session: SessionResponse): string {
  const token = JSON.stringify({ value: session.token, time: Date.now() });
  const user = JSON.stringify(session.user);
  return `try {
    localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('userinfo', ${JSON.stringify(user)});
    localStorage.setItem('sfwow', ${JSON.stringify(user)});
  } catch (e) {}`;
}
