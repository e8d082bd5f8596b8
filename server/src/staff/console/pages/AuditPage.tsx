// Audit (admin): the staff audit (admin/audit), newest first, 50 rows a page, filtered by login,
// action, target and time; each row's before and after side by side, field by field, the fields
// that changed marked.
import { STAFF_AUDIT_PAGE_SIZE, type StaffAuditRow } from '@app/shared/staff';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_AUDIT_FORM, KNOWN_AUDIT_ACTIONS, KNOWN_TARGET_TYPES, auditChanges, auditRequest, type AuditForm } from '../model';
import { Field, Message, Time, useConsole, type Note, type PageProps } from '../ui';

export function AuditPage(_props: PageProps) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [form, setForm] = useState<AuditForm>(EMPTY_AUDIT_FORM);
  /** The filter the rows on screen answer (the form applies on Search). */
  const [applied, setApplied] = useState<{ form: AuditForm; page: number }>({ form: EMPTY_AUDIT_FORM, page: 1 });
  const [rows, setRows] = useState<StaffAuditRow[] | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setBusy(true);
    const result = await client.call('admin/audit', auditRequest(applied.form, applied.page));
    setBusy(false);
    if (result.ok) {
      setRows(result.data);
      setNote(null);
    } else setNote({ tone: 'error', text: result.message });
  }, [client, applied]);
  useEffect(() => {
    void load();
  }, [load]);

  const set = (name: keyof AuditForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ form, page: 1 });
  };

  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h2 id="page-title">{t('nav.audit')}</h2>
      </div>
      <form className="filters card" onSubmit={search} aria-label={t('audit.filters')}>
        <Field id="audit-login" label={t('audit.login')}>
          <input id="audit-login" value={form.staffLogin} onChange={set('staffLogin')} spellCheck={false} />
        </Field>
        <Field id="audit-action" label={t('audit.action')}>
          <input id="audit-action" list="audit-actions" value={form.action} onChange={set('action')} spellCheck={false} />
        </Field>
        <datalist id="audit-actions">
          {KNOWN_AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <Field id="audit-target-type" label={t('audit.targetType')}>
          <select id="audit-target-type" value={form.targetType} onChange={set('targetType')}>
            <option value="">{t('audit.any')}</option>
            {KNOWN_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-target-id" label={t('audit.targetId')}>
          <input id="audit-target-id" value={form.targetId} onChange={set('targetId')} spellCheck={false} />
        </Field>
        <Field id="audit-from" label={t('audit.from')}>
          <input id="audit-from" type="datetime-local" value={form.from} onChange={set('from')} />
        </Field>
        <Field id="audit-to" label={t('audit.to')}>
          <input id="audit-to" type="datetime-local" value={form.to} onChange={set('to')} />
        </Field>
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy}>
            {t('audit.search')}
          </button>
          <button
            type="button"
            onClick={() => {
              setForm(EMPTY_AUDIT_FORM);
              setApplied({ form: EMPTY_AUDIT_FORM, page: 1 });
            }}
          >
            {t('audit.clear')}
          </button>
        </div>
      </form>
      <Message note={note} />
      <div className="scroll" role="region" aria-label={t('audit.rows')} tabIndex={0}>
        {rows === null ? (
          <p className="muted">{t('app.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="empty">{t('audit.none')}</p>
        ) : (
          <table id="audit-table" className="audit">
            <caption className="sr-only">{t('audit.rows')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.changes')}</th>
                <th scope="col">{t('audit.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-action={row.action}>
                  <td>
                    <Time ms={row.at} />
                  </td>
                  <td>{row.staffLogin || <span className="muted">—</span>}</td>
                  <td className="mono">{row.action}</td>
                  <td className="mono">
                    {row.targetType} {row.targetId}
                  </td>
                  <td>
                    <Changes row={row} />
                  </td>
                  <td className="mono">{row.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <nav className="pager" aria-label={t('audit.pages')}>
        <button type="button" disabled={busy || applied.page <= 1} onClick={() => setApplied((a) => ({ ...a, page: a.page - 1 }))}>
          {t('audit.previous')}
        </button>
        <span aria-live="polite">{t('audit.page', { page: applied.page })}</span>
        <button
          type="button"
          disabled={busy || rows === null || rows.length < STAFF_AUDIT_PAGE_SIZE}
          onClick={() => setApplied((a) => ({ ...a, page: a.page + 1 }))}
        >
          {t('audit.next')}
        </button>
      </nav>
    </section>
  );
}

function Changes({ row }: { row: StaffAuditRow }) {
  const { t } = useTranslation();
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <span className="muted">—</span>;
  return (
    <table className="changes">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className={c.changed ? 'changed' : undefined}>
            <th scope="row">{c.field}</th>
            <td className="mono wrap">{c.before}</td>
            <td className="mono wrap">{c.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
