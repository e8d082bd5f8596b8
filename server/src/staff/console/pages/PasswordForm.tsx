// Changing one's own password (staff/changePassword): the current one (the one-time password after
// a first login), the new one twice. The rule (12–128 characters, a letter and a digit) is said
// beside the field and checked before sending; the provider's refusal is shown in its words.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaffPassword } from '../model';
import { Message, TextField, useConsole, type Note } from '../ui';

export function PasswordForm({ forced, onChanged }: { forced: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNote(null);
    if (!isStaffPassword(newPassword)) return setProblem(t('password.ruleBroken'));
    if (newPassword !== again) return setProblem(t('password.mismatch'));
    setProblem(null);
    setBusy(true);
    const result = await client.call('staff/changePassword', { oldPassword, newPassword });
    setBusy(false);
    if (!result.ok) return setNote({ tone: 'error', text: result.message });
    setOldPassword('');
    setNewPassword('');
    setAgain('');
    setNote({ tone: 'ok', text: t('password.done') });
    onChanged();
  }

  return (
    <form className="card narrow" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h3 id="password-title">{forced ? t('password.forcedTitle') : t('password.title')}</h3>
      {forced && <p>{t('password.forcedIntro')}</p>}
      <TextField
        id="password-old"
        label={forced ? t('password.oldForced') : t('password.old')}
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onValue={setOldPassword}
        required
        autoFocus={forced}
      />
      <TextField
        id="password-new"
        label={t('password.new')}
        hint={t('password.rule')}
        error={problem}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValue={setNewPassword}
        required
      />
      <TextField
        id="password-again"
        label={t('password.again')}
        type="password"
        autoComplete="new-password"
        value={again}
        onValue={setAgain}
        required
      />
      <Message note={note} id="password-result" />
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy || !oldPassword || !newPassword || !again}>
          {t('password.submit')}
        </button>
      </div>
    </form>
  );
}
