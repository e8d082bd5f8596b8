// Pieces every page of the staff console uses: what the signed-in console knows (the client, the
// member, the language), messages, figures and times, a refresh that runs while the tab is seen, and
// the pages' common parts: a labelled field (TextField: with its text input), a row's action held
// for a confirmation (ConfirmInline), a list's loading/empty/table in its scrolling region
// (RegionTable, ListRegion, Loaded, ListTable, TableHead) and a term of a details list (Fact).
import type { StaffMemberView } from '@app/shared/staff';
import { createContext, useContext, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffClient } from './client';
import { formatTime, formatUsdt, type ConsoleLanguage } from './model';

export interface ConsoleContextValue {
  client: StaffClient;
  /** The signed-in member (staff/me or the login's answer). */
  member: StaffMemberView;
  language: ConsoleLanguage;
  /** Reads staff/me again (after a password change). */
  refreshMember(): Promise<void>;
  logOut(): Promise<void>;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside the signed-in console');
  return value;
}

export interface Note {
  tone: 'ok' | 'info' | 'error';
  text: string;
}

/** A message: an error is announced at once (alert), the others politely (status); `onDismiss` adds a close button. */
export function Message({
  note,
  id,
  onDismiss,
  dismissLabel,
}: {
  note: Note | null;
  id?: string;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  if (!note) return null;
  return (
    <div id={id} className={`message ${note.tone}`} role={note.tone === 'error' ? 'alert' : 'status'}>
      <span>{note.text}</span>
      {onDismiss && (
        <button type="button" className="dismiss" onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      )}
    </div>
  );
}

export function Money({ value, language }: { value: string | null | undefined; language: ConsoleLanguage }) {
  return <span className="num">{formatUsdt(value, language)}</span>;
}

export function Time({ ms }: { ms: number | null | undefined }) {
  return ms ? <time dateTime={new Date(ms).toISOString()}>{formatTime(ms)}</time> : <span className="muted">--</span>;
}

/** A label with its control and an optional hint and error (the control is described by both). */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** Marks the field (`field invalid`), as the IPO form does for the fields the provider refused. */
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={invalid ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** `aria-describedby` of a Field's control. */
export const describedBy = (id: string, hint?: unknown, error?: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * A Field whose control is a text input: described by the hint and the error when there are
 * any, invalid while there is an error. `onValue` is given the typed text.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}

/**
 * A row's action held for a confirmation: what it will do (labelling the group), the dangerous
 * button (focused) and Cancel.
 */
export function ConfirmInline({
  id,
  what,
  confirm,
  onConfirm,
  onCancel,
}: {
  id: string;
  what: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="confirm inline" role="group" aria-labelledby={id}>
      <span id={id}>{what}</span>
      <div className="buttons">
        <button type="button" className="danger" onClick={onConfirm} autoFocus>
          {confirm}
        </button>
        <button type="button" onClick={onCancel}>
          {t('decision.cancel')}
        </button>
      </div>
    </div>
  );
}

/** "Loading" until `items` come, `empty` (when given) when there are none, else `children` with them. */
export function Loaded<T>({ items, empty, children }: { items: T[] | null; empty?: string; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation();
  if (items === null) return <p className="muted">{t('app.loading')}</p>;
  if (empty !== undefined && items.length === 0) return <p className="empty">{empty}</p>;
  return <>{children(items)}</>;
}

/** A list's scrolling region, named `label`, reachable by keyboard: Loaded inside. */
export function ListRegion<T>(props: { label: string; items: T[] | null; empty?: string; children: (items: T[]) => ReactNode }) {
  return (
    <div className="scroll" role="region" aria-label={props.label} tabIndex={0}>
      <Loaded {...props} />
    </div>
  );
}

/** A column heading: its text, or `{ num }` for a right-aligned figure's. */
export type Column = string | { num: string };

/** The heading row of a table, one `<th scope="col">` a column. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) =>
          typeof column === 'string' ? (
            <th key={i} scope="col">
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className="num">
              {column.num}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A table of a list: its caption for screen readers (`caption`), its headings, `children` its rows. */
export function ListTable({
  id,
  className,
  caption,
  columns,
  children,
}: {
  id?: string;
  className?: string;
  caption: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <table id={id} className={className}>
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A list's table in its scrolling region (both named `label`, the table by its caption for screen
 * readers): "Loading", `empty`, or the table with the rows `children` makes of the items.
 */
export function RegionTable<T>({
  label,
  items,
  empty,
  id,
  className,
  columns,
  children,
}: {
  label: string;
  items: T[] | null;
  empty?: string;
  id?: string;
  className?: string;
  columns: Column[];
  children: (items: T[]) => ReactNode;
}) {
  return (
    <ListRegion label={label} items={items} empty={empty}>
      {(list) => (
        <ListTable id={id} className={className} caption={label} columns={columns}>
          {children(list)}
        </ListTable>
      )}
    </ListRegion>
  );
}

/** A term and its description in a `dl.facts` (`className` on the description). */
export function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/**
 * Runs `load` now, then every `intervalMs` while the tab is visible (at once when it shows again),
 * never two at a time. The latest `load` is used (a ref), so a new closure does not restart the timer.
 */
export function usePolling(load: () => Promise<void>, intervalMs: number): void {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;
    const run = async () => {
      clearTimeout(timer);
      if (stopped) return;
      if (document.visibilityState === 'visible' && !running) {
        running = true;
        try {
          await latest.current();
        } finally {
          running = false;
        }
      }
      if (!stopped) timer = setTimeout(run, intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void run();
    };
    void run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}

/** What a page of the registry (pages.tsx) is given: the rest of its address (#/review/withdrawals → ['withdrawals']). */
export interface PageProps {
  rest: string[];
}
