// Login: the staff login, the password and the current 6-digit code of the member's authenticator
// app (staff/login). A refusal is the provider's own words (wrong credentials, locked for a while);
// a session that ended shows why above the form.
import type { StaffMemberView } from '@app/shared/staff';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffClient } from '../client';
import { isTotpCode } from '../model';
import { Message, TextField, type Note } from '../ui';

export function LoginPage({
  client,
  notice,
  onLoggedIn,
}: {
  client: StaffClient;
  notice: string | null;
  onLoggedIn: (member: StaffMemberView) => void;
}) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Note | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isTotpCode(code)) {
      setCodeError(t('login.codeShape'));
      return;
    }
    setCodeError(null);
    setBusy(true);
    setError(null);
    const result = await client.call('staff/login', { login: login.trim(), password, code: code.trim() });
    setBusy(false);
    if (!result.ok) {
      setError({ tone: 'error', text: result.message });
      setCode('');
      return;
    }
    const { token, ...member } = result.data;
    client.setToken(token);
    onLoggedIn(member);
  }

  return (
    <main className="login" aria-labelledby="login-title">
      <form className="card" onSubmit={submit} noValidate>
        <h2 id="login-title">{t('login.title')}</h2>
        <p className="muted">{t('login.intro')}</p>
        {notice && <Message note={{ tone: 'info', text: notice }} id="login-notice" />}
        <TextField
          id="login-name"
          label={t('login.login')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          onValue={setLogin}
          required
          autoFocus
        />
        <TextField
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          required
        />
        <TextField
          id="login-code"
          label={t('login.code')}
          hint={t('login.codeHint')}
          error={codeError}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onValue={(value) => setCode(value.replace(/\D/g, ''))}
          required
        />
        <Message note={error} id="login-error" />
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy || !login.trim() || !password}>
            {busy ? t('login.busy') : t('login.submit')}
          </button>
        </div>
      </form>
    </main>
  );
}
