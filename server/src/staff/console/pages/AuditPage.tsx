// Audit (admin): the staff audit (admin/audit), newest first, 50 rows a page, filtered by login,
// action, target and time; each row's before and after side by side, field by field, the fields
// that changed marked.
import { STAFF_AUDIT_PAGE_SIZE, type StaffAuditRow } from '@app/shared/staff';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_AUDIT_FORM, KNOWN_AUDIT_ACTIONS, KNOWN_TARGET_TYPES, auditChanges, auditRequest, type AuditForm } from '../model';
import { Field, Message, RegionTable, TableHead, TextField, Time, useConsole, type Note, type PageProps } from '../ui';

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

  const set = (name: keyof AuditForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
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
        <TextField id="audit-login" label={t('audit.login')} value={form.staffLogin} onValue={set('staffLogin')} spellCheck={false} />
        <TextField
          id="audit-action"
          label={t('audit.action')}
          list="audit-actions"
          value={form.action}
          onValue={set('action')}
          spellCheck={false}
        />
        <datalist id="audit-actions">
          {KNOWN_AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <Field id="audit-target-type" label={t('audit.targetType')}>
          <select id="audit-target-type" value={form.targetType} onChange={(e) => set('targetType')(e.target.value)}>
            <option value="">{t('audit.any')}</option>
            {KNOWN_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <TextField id="audit-target-id" label={t('audit.targetId')} value={form.targetId} onValue={set('targetId')} spellCheck={false} />
        <TextField id="audit-from" label={t('audit.from')} type="datetime-local" value={form.from} onValue={set('from')} />
        <TextField id="audit-to" label={t('audit.to')} type="datetime-local" value={form.to} onValue={set('to')} />
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
      <RegionTable
        label={t('audit.rows')}
        items={rows}
        empty={t('audit.none')}
        id="audit-table"
        className="audit"
        columns={[t('audit.at'), t('audit.who'), t('audit.action'), t('audit.target'), t('audit.changes'), t('audit.ip')]}
      >
        {(list) =>
          list.map((row) => (
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
          ))
        }
      </RegionTable>
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
      <TableHead columns={[t('audit.field'), t('audit.before'), t('audit.after')]} />
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
