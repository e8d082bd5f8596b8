// The staff console's rules, apart from React so they are tested on their own (model.test.ts):
// languages, figures and times, which pages a member's roles open, the address of a page, the
// password and reason rules as the provider applies them, the audit's filter and its before/after.
import type { StaffAuditFilter, StaffRole } from '@app/shared/staff';

// ---- languages ---------------------------------------------------------------------------------

export const CONSOLE_LANGUAGES = ['en', 'zh-Hans'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
/** Each language named in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', 'zh-Hans': '简体中文' };
/** What the staff API reads in `lang`: its messages come back in it. */
export type StaffRequestLanguage = 'en_US' | 'zh_CN';

export const requestLanguageOf = (language: ConsoleLanguage): StaffRequestLanguage => (language === 'zh-Hans' ? 'zh_CN' : 'en_US');

export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage => (CONSOLE_LANGUAGES as readonly unknown[]).includes(value);

/** The language chosen before in this browser, else the browser's own when it is Chinese, else English. */
export function initialLanguage(saved: string | null, browserLanguages: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(saved)) return saved;
  return browserLanguages.some((l) => /^zh\b(?!-(?:Hant|TW|HK|MO))/i.test(l)) ? 'zh-Hans' : 'en';
}

// ---- figures and times -------------------------------------------------------------------------

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of USDT as the provider sends it ("30000.00") in the console's language: grouped, always
 * two decimals, exactly from the decimal string (never through a binary float). The rule of
 * @app/shared's formatUsdt, which reads the customer app's language instead (model.test.ts compares
 * the two). "--" when there is no value; a text that is no number is shown as it is.
 */
export function formatUsdt(value: string | number | null | undefined, language: ConsoleLanguage): string {
  if (value === null || value === undefined || value === '' || Number.isNaN(+value)) return value ? String(value) : '--';
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
    numberFormats.set(language, format);
  }
  return format.format(value as `${number}`);
}

let timeFormat: Intl.DateTimeFormat | undefined;

/** A moment (ms since epoch) in this browser's time zone, 2025-03-04 09:05:07: one sortable shape in every language. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '--';
  timeFormat ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(timeFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

// ---- pages and roles ---------------------------------------------------------------------------

/** Who sees a page: members holding any of these roles, or every signed-in member. */
export type PageAccess = readonly StaffRole[] | 'everyone';

export function mayOpen(access: PageAccess, roles: readonly StaffRole[]): boolean {
  return access === 'everyone' || access.some((role) => roles.includes(role));
}

/** The pages a member's roles open, in the registry's order. */
export function visiblePages<P extends { access: PageAccess }>(pages: readonly P[], roles: readonly StaffRole[]): P[] {
  return pages.filter((page) => mayOpen(page.access, roles));
}

export interface Route {
  /** The page's id (`review`), or '' for none. */
  page: string;
  /** What follows, e.g. ['withdrawals'] for #/review/withdrawals. */
  rest: string[];
}

/** The console's address lives in the fragment (#/review/withdrawals): the server serves one page. */
export function parseRoute(hash: string): Route {
  const parts = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  return { page: parts[0] ?? '', rest: parts.slice(1) };
}

export const hrefOf = (page: string, ...rest: string[]) => `#/${[page, ...rest].map(encodeURIComponent).join('/')}`;

export const roleList = (roles: readonly StaffRole[]) => roles.join(',');

// ---- rules the provider applies (checked here first, to say so before sending) -----------------

/** A staff password: 12 to 128 characters with a letter and a digit (the provider's isStaffPassword). */
export function isStaffPassword(password: string): boolean {
  return password.length >= 12 && password.length <= 128 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** A TOTP code as an authenticator app shows it: six digits. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/** A staff login: 3–32 characters, a–z, 0–9, `.` `_` `-`, starting with a letter (the provider lower-cases it). */
export const isStaffLogin = (login: string) => /^[a-z][a-z0-9._-]{2,31}$/.test(login.trim().toLowerCase());

/** The longest rejection reason the provider keeps (wallet/review.ts MAX_REASON). */
export const MAX_REASON = 255;

/** Why a rejection reason cannot be sent, or null: the customer reads it, so it is required. */
export function reasonProblem(reason: string): 'required' | 'too-long' | null {
  const text = reason.trim();
  if (text === '') return 'required';
  return text.length > MAX_REASON ? 'too-long' : null;
}

/** The secret of a provisioning URI (otpauth://totp/…?secret=…), for typing into an app that cannot scan. */
export function totpSecretOf(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'otpauth:' ? url.searchParams.get('secret') : null;
  } catch {
    return null;
  }
}

// ---- the audit ---------------------------------------------------------------------------------

/** The actions the provider writes today (docs/back-office.md "The audit"); the filter takes any text. */
export const KNOWN_AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'logout',
  'password-change',
  'staff-create',
  'staff-roles',
  'staff-disable',
  'deposit-approve',
  'deposit-reject',
  'withdrawal-first-approval',
  'withdrawal-approve',
  'withdrawal-reject',
  'realname-approve',
  'realname-reject',
  'realname-image-view',
] as const;

export const KNOWN_TARGET_TYPES = ['staff', 'deposits', 'withdrawals', 'realname'] as const;

/** The audit filter as typed: texts, and from/to as `datetime-local` values (local time, to the minute). */
export interface AuditForm {
  staffLogin: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FORM: AuditForm = { staffLogin: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** A `datetime-local` value (2025-03-04T09:05) → ms, or undefined when empty or not a time. */
function localTime(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/** The admin/audit request of a form: blanks left out, `to` through the end of its minute. */
export function auditRequest(form: AuditForm, page: number): StaffAuditFilter {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const from = localTime(form.from);
  const to = localTime(form.to);
  const request: StaffAuditFilter = {
    staffLogin: text(form.staffLogin)?.toLowerCase(),
    action: text(form.action),
    targetType: text(form.targetType),
    targetId: text(form.targetId),
    from,
    to: to === undefined ? undefined : to + (form.to.length === 16 ? 59_999 : 999),
    page: Math.max(1, Math.floor(page)),
  };
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as StaffAuditFilter;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const shown = (value: unknown): string => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An audit row's before and after, field by field (a field only one side has is blank on the other),
 * each value as compact JSON (a text as it is); a value that is no object is one row, `value`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || isRecord(before)) && (after === null || isRecord(after)) && (before !== null || after !== null)) {
    const b = before ?? {};
    const a = after ?? {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.map((field) => ({
      field,
      before: shown(b[field]),
      after: shown(a[field]),
      changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
    }));
  }
  if (before === null && after === null) return [];
  return [{ field: 'value', before: shown(before ?? undefined), after: shown(after ?? undefined), changed: true }];
}

// ---- withdrawals -------------------------------------------------------------------------------

/**
 * Where a withdrawal goes, as label/value pairs in the submitted order: nested parts flattened
 * (`bank · account_number`), empty parts left out, lists as compact JSON.
 */
export function destinationFields(destination: unknown, prefix = ''): [string, string][] {
  if (!isRecord(destination))
    return destination === null || destination === undefined || destination === '' ? [] : [[prefix || 'value', shown(destination)]];
  return Object.entries(destination).flatMap(([k, v]) => destinationFields(v, prefix ? `${prefix} · ${k}` : k));
}

// ---- images ------------------------------------------------------------------------------------

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** An ID image answered as base64, as bytes to make a blob: URL of, or null when it is no image type the console shows. */
export function imageBytes(answer: { mime: string; base64: string }): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const type = answer.mime.toLowerCase();
  if (!IMAGE_TYPES.has(type)) return null;
  try {
    const binary = atob(answer.base64);
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return { type, bytes };
  } catch {
    return null;
  }
}

// ---- support -----------------------------------------------------------------------------------

/**
 * What the duty switch says. The provider keeps a duty while the member's support calls keep coming
 * (each moves `until` on by STAFF_DUTY_MINUTES: the page's own polling does it while it is open and
 * visible); a duty that was on and is found off again has lapsed (or the session ended) and is not
 * brought back by a later call: the member must switch it on again.
 */
export type DutyStatus = { kind: 'off' } | { kind: 'lapsed' } | { kind: 'on'; minutesLeft: number };

export function dutyStatus(duty: { onDuty: boolean; until: number | null }, wasOn: boolean, now: number): DutyStatus {
  if (duty.onDuty && duty.until !== null && duty.until > now) {
    return { kind: 'on', minutesLeft: Math.max(1, Math.ceil((duty.until - now) / 60_000)) };
  }
  return wasOn ? { kind: 'lapsed' } : { kind: 'off' };
}

/** How long a customer has waited, in whole minutes (0 below one), or null when nothing waits. */
export function waitingMinutes(since: number | null, now: number): number | null {
  return since === null ? null : Math.max(0, Math.floor((now - since) / 60_000));
}

/** The reply box: Enter sends, Shift+Enter (or Enter while an input method composes) is a new line. */
export function sendsOnEnter(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Messages in id order without repeats: a poll's newer messages appended to those shown. */
export function mergeMessages<M extends { id: number }>(shown: readonly M[], more: readonly M[]): M[] {
  const byId = new Map<number, M>();
  for (const m of [...shown, ...more]) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

// ---- content -----------------------------------------------------------------------------------

/** The languages a preview is shown in, as its tabs; traditional Chinese is derived by the provider. */
export const PREVIEW_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];
export const PREVIEW_LANGUAGE_NAMES: Record<PreviewLanguage, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ja: '日本語',
};

/** The preview tab a page opens on: the console's own language. */
export const previewLanguageOf = (language: ConsoleLanguage): PreviewLanguage => language;

/** A tab of the address (#/content/news/zh-Hant) or the default. */
export const isPreviewLanguage = (value: unknown): value is PreviewLanguage => (PREVIEW_LANGUAGES as readonly unknown[]).includes(value);

/** Plain text as the app shows it: paragraphs split on blank lines (news articles and help answers). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '');
}

/** The field a refusal's `data` names (`{ field, max, code }`), or null. */
export function problemField(data: unknown): string | null {
  return isRecord(data) && typeof data.field === 'string' && data.field !== '' ? data.field : null;
}

/** The base64 of a data: URL a FileReader made (what content/uploadImage takes), or null. */
export function base64OfDataUrl(url: string): string | null {
  const match = /^data:[^;,]*;base64,([A-Za-z0-9+/=]+)$/.exec(url);
  return match ? match[1] : null;
}

/** The image types content/uploadImage takes (the provider judges the bytes again). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why a chosen image file cannot be uploaded, or null. */
export function uploadProblem(file: { type: string; size: number }, maxBytes: number): 'type' | 'size' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** Product codes as typed ("nvda, TSLA  aapl") → the field the provider reads ("NVDA,TSLA,AAPL"). */
export function codesField(typed: string): string {
  return typed
    .split(/[\s,，]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean)
    .join(',');
}
