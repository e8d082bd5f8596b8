// Pieces every page of the staff console uses: what the signed-in console knows (the client, the
// member, the language), messages, figures and times, and a refresh that runs while the tab is seen.
import type { StaffMemberView } from '@app/shared/staff';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
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
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field">
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
