// Calls the provider the way the app does (signed form POST), to set up test users quickly.
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';
import type { SessionResponse } from '@app/shared/contracts';

export async function callApi<T>(baseUrl: string, apiPath: string, body: FormFields, token = ''): Promise<{ retCode: number; message: string; data: T }> {
  const fields = normalizeFields({ ...body, lang: 'en_US' });
  const res = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: token,
      time: String(Date.now()),
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

export async function registerUser(baseUrl: string, tag = 'e2e'): Promise<SessionResponse & { password: string }> {
  const password = 'Passw0rd9';
  const account = uniqueEmail(tag);
  const res = await callApi<SessionResponse>(baseUrl, 'user/register', { account, password, confirmPassword: password });
  if (res.retCode !== 0) throw new Error(`register failed: ${res.retCode} ${res.message}`);
  return { ...res.data, password };
}

/** The device state the app keeps after a login (SPEC §3 keys). */
export function sessionInitScript(session: SessionResponse): string {
  const token = JSON.stringify({ value: session.token, time: Date.now() });
  const user = JSON.stringify(session.user);
  return `try {
    localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('userinfo', ${JSON.stringify(user)});
    localStorage.setItem('sfwow', ${JSON.stringify(user)});
  } catch (e) {}`;
}
