// Staff (admin): the members (admin/staffList), a new member (admin/createStaff: its one-time
// password and TOTP provisioning URI are shown once, with copy buttons and the URI as a QR code to
// scan), a member's roles (admin/setRoles) and disabling a member (admin/disableStaff, which ends
// their sessions), and resetting a member's password or 2-step code (admin/resetPassword,
// admin/resetTotp: the new one-time password or provisioning URI is shown once, as at creation).
// The provider refuses an admin's change to themselves (2912): its words are shown.
import { copyText } from '@app/shared/clipboard';
import { QrCode } from '@app/shared/qr-code';
import { STAFF_ROLES, type StaffCreatedView, type StaffMemberView, type StaffRole } from '@app/shared/staff';

type ResetKind = 'password' | 'totp';
/** Credentials to hand over once: a new member's both, a reset's one. */
type HandOver = StaffMemberView & { oneTimePassword?: string; totpUri?: string; reset?: ResetKind };
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaffLogin, totpSecretOf } from '../model';
import { ConfirmInline, Fact, Message, RegionTable, TextField, useConsole, type Note, type PageProps } from '../ui';

export function StaffPage(_props: PageProps) {
  const { t } = useTranslation();
  const { client, member: me } = useConsole();
  const [members, setMembers] = useState<StaffMemberView[] | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [created, setCreated] = useState<HandOver | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [disabling, setDisabling] = useState<number | null>(null);
  const [resetting, setResetting] = useState<{ id: number; kind: ResetKind } | null>(null);

  const load = useCallback(async () => {
    const result = await client.call('admin/staffList', {});
    if (result.ok) setMembers(result.data);
    else setNote({ tone: 'error', text: result.message });
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);

  async function disable(target: StaffMemberView) {
    const result = await client.call('admin/disableStaff', { staffId: target.id });
    setDisabling(null);
    setNote(result.ok ? { tone: 'ok', text: t('staff.disabled', { login: target.login }) } : { tone: 'error', text: result.message });
    void load();
  }

  async function reset(target: StaffMemberView, kind: ResetKind) {
    const result =
      kind === 'password'
        ? await client.call('admin/resetPassword', { staffId: target.id })
        : await client.call('admin/resetTotp', { staffId: target.id });
    setResetting(null);
    if (!result.ok) return setNote({ tone: 'error', text: result.message });
    setNote(null);
    setCreated({ ...result.data, reset: kind });
    void load();
  }

  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h2 id="page-title">{t('nav.staff')}</h2>
      </div>
      <Message note={note} id="staff-note" />
      {created && <Credentials created={created} onDone={() => setCreated(null)} />}
      <RegionTable
        label={t('staff.members')}
        items={members}
        id="staff-table"
        columns={[t('staff.login'), t('staff.roles'), t('staff.state'), t('staff.actions')]}
      >
        {(list) =>
          list.map((m) => (
            <tr key={m.id} data-login={m.login} className={m.disabled ? 'disabled' : undefined}>
              <th scope="row">
                {m.login}
                {m.id === me.id && <span className="muted"> {t('staff.you')}</span>}
              </th>
              <td>
                {editing === m.id ? (
                  <RolesEditor
                    member={m}
                    onCancel={() => setEditing(null)}
                    onSaved={(result) => {
                      setEditing(null);
                      setNote(result);
                      void load();
                    }}
                  />
                ) : (
                  m.roles.map((role) => t(`roles.${role}`)).join(', ')
                )}
              </td>
              <td>
                {m.disabled ? t('staff.stateDisabled') : t('staff.stateActive')}
                {m.mustChangePassword && !m.disabled && <div className="muted">{t('staff.mustChange')}</div>}
              </td>
              <td>
                {resetting?.id === m.id ? (
                  <ConfirmInline
                    id={`reset-${m.id}`}
                    what={t(resetting.kind === 'password' ? 'staff.resetPasswordWhat' : 'staff.resetTotpWhat', { login: m.login })}
                    confirm={t(resetting.kind === 'password' ? 'staff.resetPasswordConfirm' : 'staff.resetTotpConfirm')}
                    onConfirm={() => void reset(m, resetting.kind)}
                    onCancel={() => setResetting(null)}
                  />
                ) : disabling === m.id ? (
                  <ConfirmInline
                    id={`disable-${m.id}`}
                    what={t('staff.disableWhat', { login: m.login })}
                    confirm={t('staff.confirmDisable')}
                    onConfirm={() => void disable(m)}
                    onCancel={() => setDisabling(null)}
                  />
                ) : (
                  !m.disabled &&
                  editing !== m.id && (
                    <div className="buttons">
                      <button type="button" onClick={() => setEditing(m.id)} aria-label={t('staff.changeRolesOf', { login: m.login })}>
                        {t('staff.changeRoles')}
                      </button>
                      <button
                        type="button"
                        onClick={() => setResetting({ id: m.id, kind: 'password' })}
                        aria-label={t('staff.resetPasswordOf', { login: m.login })}
                      >
                        {t('staff.resetPassword')}
                      </button>
                      <button
                        type="button"
                        onClick={() => setResetting({ id: m.id, kind: 'totp' })}
                        aria-label={t('staff.resetTotpOf', { login: m.login })}
                      >
                        {t('staff.resetTotp')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        onClick={() => setDisabling(m.id)}
                        aria-label={t('staff.disableOf', { login: m.login })}
                      >
                        {t('staff.disable')}
                      </button>
                    </div>
                  )
                )}
              </td>
            </tr>
          ))
        }
      </RegionTable>
      <CreateForm
        onCreated={(view) => {
          setCreated(view);
          setNote(null);
          void load();
        }}
      />
    </section>
  );
}

function RoleChoices({ idPrefix, roles, onChange }: { idPrefix: string; roles: StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="roles">
      {STAFF_ROLES.map((role) => (
        <label key={role} htmlFor={`${idPrefix}-${role}`}>
          <input
            id={`${idPrefix}-${role}`}
            type="checkbox"
            checked={roles.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))}
          />
          {t(`roles.${role}`)}
        </label>
      ))}
    </div>
  );
}

function RolesEditor({ member, onCancel, onSaved }: { member: StaffMemberView; onCancel: () => void; onSaved: (note: Note) => void }) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await client.call('admin/setRoles', { staffId: member.id, roles: STAFF_ROLES.filter((r) => roles.includes(r)) });
    setBusy(false);
    onSaved(result.ok ? { tone: 'ok', text: t('staff.rolesSaved', { login: member.login }) } : { tone: 'error', text: result.message });
  }

  return (
    <form onSubmit={save} aria-label={t('staff.changeRolesOf', { login: member.login })}>
      <fieldset>
        <legend className="sr-only">{t('staff.roles')}</legend>
        <RoleChoices idPrefix={`roles-${member.id}`} roles={roles} onChange={setRoles} />
      </fieldset>
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy || roles.length === 0}>
          {t('staff.saveRoles')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('decision.cancel')}
        </button>
      </div>
    </form>
  );
}

function CreateForm({ onCreated }: { onCreated: (view: StaffCreatedView) => void }) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [login, setLogin] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(['reviewer']);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [loginError, setLoginError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isStaffLogin(login)) return setLoginError(t('staff.loginRule'));
    setLoginError(null);
    setBusy(true);
    setNote(null);
    const result = await client.call('admin/createStaff', {
      login: login.trim().toLowerCase(),
      roles: STAFF_ROLES.filter((r) => roles.includes(r)),
    });
    setBusy(false);
    if (!result.ok) return setNote({ tone: 'error', text: result.message });
    setLogin('');
    onCreated(result.data);
  }

  return (
    <form className="card narrow" onSubmit={submit} noValidate aria-labelledby="create-title">
      <h3 id="create-title">{t('staff.createTitle')}</h3>
      <TextField
        id="create-login"
        label={t('staff.login')}
        hint={t('staff.loginRule')}
        error={loginError}
        autoCapitalize="none"
        spellCheck={false}
        value={login}
        onValue={setLogin}
      />
      <fieldset>
        <legend>{t('staff.roles')}</legend>
        <RoleChoices idPrefix="create-role" roles={roles} onChange={setRoles} />
      </fieldset>
      <Message note={note} id="create-result" />
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy || !login.trim() || roles.length === 0}>
          {t('staff.create')}
        </button>
      </div>
    </form>
  );
}

/**
 * Credentials shown this once, to hand over now (the provider keeps only hashes): a new member's
 * one-time password and authenticator URI, or the one a reset made.
 */
function Credentials({ created, onDone }: { created: HandOver; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const { oneTimePassword: password, totpUri: uri } = created;
  const secret = uri ? totpSecretOf(uri) : null;
  const title = created.reset
    ? t(created.reset === 'password' ? 'staff.resetPasswordTitle' : 'staff.resetTotpTitle', { login: created.login })
    : t('staff.credentialsTitle', { login: created.login });

  async function copy(what: 'password' | 'uri', text: string) {
    setCopied((await copyText(text)) ? t(`staff.copied.${what}`) : t('staff.copyFailed'));
  }

  return (
    <section className="card credentials" aria-labelledby="credentials-title">
      <h3 id="credentials-title">{title}</h3>
      <p className="warn">{t(created.reset ? 'staff.resetOnce' : 'staff.credentialsOnce', { login: created.login })}</p>
      <div className="credentials-grid">
        <dl className="facts">
          <Fact term={t('staff.login')} className="mono">
            {created.login}
          </Fact>
          <Fact term={t('staff.roles')}>{created.roles.map((role) => t(`roles.${role}`)).join(', ')}</Fact>
          {password && (
            <Fact term={t('staff.oneTimePassword')}>
              <code id="created-password">{password}</code>{' '}
              <button type="button" onClick={() => void copy('password', password)}>
                {t('staff.copyPassword')}
              </button>
            </Fact>
          )}
          {uri && (
            <Fact term={t('staff.totpUri')}>
              <code id="created-uri" className="wrap">
                {uri}
              </code>{' '}
              <button type="button" onClick={() => void copy('uri', uri)}>
                {t('staff.copyUri')}
              </button>
            </Fact>
          )}
          {secret && (
            <Fact term={t('staff.totpSecret')}>
              <code className="wrap">{secret}</code>
            </Fact>
          )}
        </dl>
        {uri && <QrCode value={uri} label={t('staff.qrLabel', { login: created.login })} size={176} className="qr" />}
      </div>
      <p role="status" className="muted">
        {copied ?? ''}
      </p>
      <div className="buttons">
        <button type="button" className="primary" onClick={onDone}>
          {t('staff.handedOver')}
        </button>
      </div>
    </section>
  );
}
