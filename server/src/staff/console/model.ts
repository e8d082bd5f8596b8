// The staff console's rules, apart from React so they are tested on their own (model.test.ts):
// languages, figures and times, which pages a member's roles open, the address of a page, the
// password and reason rules as the provider applies them, the audit's filter and its before/after.
import { formatUsdtIn } from '@app/shared/format/figures-in';
import {
  STAFF_OPERATIONS_RET_CODES as OPS,
  type StaffAuditFilter,
  type StaffIpoDraft,
  type StaffIpoIssue,
  type StaffIpoUpdate,
  type StaffRole,
} from '@app/shared/staff';

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

/**
 * An amount of USDT as the provider sends it ("30000.00") in the console's language: grouped, always
 * two decimals, exactly from the decimal string. The customer app's rule (@app/shared/format/figures-in,
 * which does not bundle the app's i18n; model.test.ts compares it with the app's formatUsdt). "--" when
 * there is no value; a text that is no number is shown as it is.
 */
export const formatUsdt = (value: string | number | null | undefined, language: ConsoleLanguage): string => formatUsdtIn(language, value);

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

// ---- operations: IPO issues --------------------------------------------------------------------

/** The markets and exchanges ops/ipoCreate accepts (the provider's EXCHANGES; model.test.ts compares them). */
export const IPO_EXCHANGES = [
  { market: 'US', exchange: 'NASDAQ' },
  { market: 'US', exchange: 'NYSE' },
  { market: 'HK', exchange: 'HKEX' },
  { market: 'CN', exchange: 'SSE' },
  { market: 'CN', exchange: 'SZSE' },
  { market: 'JP', exchange: 'TSE' },
] as const;

export const IPO_MARKETS = [...new Set(IPO_EXCHANGES.map((e) => e.market))];

export const exchangesOf = (market: string): string[] => IPO_EXCHANGES.filter((e) => e.market === market).map((e) => e.exchange);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes east of UTC at a moment in a time zone (an IANA name; this browser's own when absent):
 * it changes with daylight saving time.
 */
export function utcOffsetMinutes(ms: number, timeZone?: string): number {
  if (!timeZone) return -new Date(ms).getTimezoneOffset();
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** A moment as a `datetime-local` value in the time zone (this browser's), to the minute (seconds when it has some). */
export function toDatetimeLocal(ms: number, timeZone?: string): string {
  const d = new Date(ms + utcOffsetMinutes(ms, timeZone) * 60_000);
  const minute = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return d.getUTCSeconds() === 0 ? minute : `${minute}:${pad(d.getUTCSeconds())}`;
}

/** A `datetime-local` value in the time zone (this browser's) as ms, or null when empty, not a time, or a day that does not exist. */
export function fromDatetimeLocal(value: string, timeZone?: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // 2026-02-30 would roll over into March: not what was typed.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The wall time minus the zone's offset; the offset read again at that moment (daylight saving time).
  const first = wall - utcOffsetMinutes(wall, timeZone) * 60_000;
  return wall - utcOffsetMinutes(first, timeZone) * 60_000;
}

/** A UTC offset in minutes east of UTC as `UTC+08:00`, `UTC−05:00`, `UTC+05:45`, `UTC` for zero. */
export function formatUtcOffset(minutesEast: number): string {
  if (minutesEast === 0) return 'UTC';
  const abs = Math.abs(minutesEast);
  return `UTC${minutesEast < 0 ? '\u2212' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The UTC offset of the time zone (this browser's) at a moment, as the date fields state it. */
export const utcOffsetAt = (ms: number, timeZone?: string): string => formatUtcOffset(utcOffsetMinutes(ms, timeZone));

/** The form of an issue: every field as typed (dates as `datetime-local` values). */
export interface IpoForm {
  code: string;
  nameEn: string;
  nameZh: string;
  nameJa: string;
  descriptionEn: string;
  descriptionZh: string;
  descriptionJa: string;
  market: string;
  exchange: string;
  underwritingPrice: string;
  priceRangeLow: string;
  priceRangeHigh: string;
  listingPrice: string;
  lotSize: string;
  maxSubscription: string;
  totalIssued: string;
  publicDemand: string;
  subscribeStart: string;
  subscribeEnd: string;
  lotteryAt: string;
  listingDate: string;
}

export type IpoField = keyof IpoForm;

export const IPO_DATE_FIELDS = ['subscribeStart', 'subscribeEnd', 'lotteryAt', 'listingDate'] as const satisfies readonly IpoField[];
const OPTIONAL_FIELDS: readonly IpoField[] = ['nameJa', 'descriptionJa', 'listingPrice', 'publicDemand'];

export const EMPTY_IPO_FORM: IpoForm = {
  code: '',
  nameEn: '',
  nameZh: '',
  nameJa: '',
  descriptionEn: '',
  descriptionZh: '',
  descriptionJa: '',
  market: 'US',
  exchange: 'NASDAQ',
  underwritingPrice: '',
  priceRangeLow: '',
  priceRangeHigh: '',
  listingPrice: '',
  lotSize: '',
  maxSubscription: '',
  totalIssued: '',
  publicDemand: '',
  subscribeStart: '',
  subscribeEnd: '',
  lotteryAt: '',
  listingDate: '',
};

/** An issue as its edit form shows it. */
export function ipoFormOf(issue: StaffIpoIssue): IpoForm {
  return {
    code: issue.code,
    nameEn: issue.name.en,
    nameZh: issue.name.zh,
    nameJa: issue.name.ja ?? '',
    descriptionEn: issue.description.en,
    descriptionZh: issue.description.zh,
    descriptionJa: issue.description.ja ?? '',
    market: issue.market,
    exchange: issue.exchange,
    underwritingPrice: issue.underwritingPrice,
    priceRangeLow: issue.priceRangeLow,
    priceRangeHigh: issue.priceRangeHigh,
    listingPrice: issue.listingPrice,
    lotSize: String(issue.lotSize),
    maxSubscription: String(issue.maxSubscription),
    totalIssued: String(issue.totalIssued),
    publicDemand: String(issue.publicDemand),
    subscribeStart: toDatetimeLocal(issue.subscribeStart),
    subscribeEnd: toDatetimeLocal(issue.subscribeEnd),
    lotteryAt: toDatetimeLocal(issue.lotteryAt),
    listingDate: toDatetimeLocal(issue.listingDate),
  };
}

/** The fields ops/ipoUpdate still takes, by the issue's `editable`: everything, the texts and listing price, or none. */
export function editableIpoFields(editable: StaffIpoIssue['editable']): ReadonlySet<IpoField> {
  if (editable === 'all') return new Set(Object.keys(EMPTY_IPO_FORM) as IpoField[]);
  if (editable === 'textsAndListingPrice') {
    return new Set<IpoField>(['nameEn', 'nameZh', 'nameJa', 'descriptionEn', 'descriptionZh', 'descriptionJa', 'listingPrice']);
  }
  return new Set();
}

/** A date field typed as no time: the console says so before sending (the provider needs ms). */
export type IpoFormProblem = { field: IpoField; problem: 'date' };

/**
 * The ops/ipoCreate request of a form: texts trimmed, optional ones left out when empty, dates as
 * ms. Prices and share counts go as typed: the provider reads them by the one number rule and
 * answers in its words.
 */
export function ipoDraftOf(form: IpoForm): StaffIpoDraft | IpoFormProblem {
  const dates: Partial<Record<(typeof IPO_DATE_FIELDS)[number], number>> = {};
  for (const field of IPO_DATE_FIELDS) {
    const ms = fromDatetimeLocal(form[field]);
    if (ms === null) return { field, problem: 'date' };
    dates[field] = ms;
  }
  const draft: Record<string, string | number> = {};
  for (const [field, value] of Object.entries(form) as [IpoField, string][]) {
    if ((IPO_DATE_FIELDS as readonly string[]).includes(field)) continue;
    const text = value.trim();
    if (text === '' && OPTIONAL_FIELDS.includes(field)) continue;
    draft[field] = text;
  }
  return { ...(draft as unknown as StaffIpoDraft), ...(dates as Pick<StaffIpoDraft, (typeof IPO_DATE_FIELDS)[number]>) };
}

/**
 * The ops/ipoUpdate request of an edit: only the editable fields that differ from the issue. An
 * emptied Japanese text is sent empty (the provider then removes it); null when nothing changed.
 */
export function ipoUpdateOf(issue: StaffIpoIssue, form: IpoForm): StaffIpoUpdate | IpoFormProblem | null {
  const before = ipoFormOf(issue);
  const editable = editableIpoFields(issue.editable);
  const changes: Record<string, string | number> = {};
  for (const field of Object.keys(form) as IpoField[]) {
    if (!editable.has(field) || form[field].trim() === before[field].trim()) continue;
    if ((IPO_DATE_FIELDS as readonly string[]).includes(field)) {
      const ms = fromDatetimeLocal(form[field]);
      if (ms === null) return { field, problem: 'date' };
      changes[field] = ms;
    } else {
      changes[field] = form[field].trim();
    }
  }
  return Object.keys(changes).length === 0 ? null : ({ issueId: issue.id, ...changes } as StaffIpoUpdate);
}

/** Where the provider's refusal of a draft points (its retCodes 2940–2949), to mark the fields. */
export function ipoFieldsOfRetCode(retCode: number): IpoField[] {
  switch (retCode) {
    case OPS.OPS_IPO_CODE_INVALID:
    case OPS.OPS_IPO_CODE_TAKEN:
      return ['code'];
    case OPS.OPS_IPO_TEXT_REQUIRED:
      return ['nameEn', 'nameZh', 'descriptionEn', 'descriptionZh'];
    case OPS.OPS_IPO_EXCHANGE_INVALID:
      return ['market', 'exchange'];
    case OPS.OPS_IPO_PRICE_INVALID:
    case OPS.OPS_IPO_PRICE_RANGE:
      return ['underwritingPrice', 'priceRangeLow', 'priceRangeHigh', 'listingPrice'];
    case OPS.OPS_IPO_QUANTITY_INVALID:
    case OPS.OPS_IPO_NOT_LOT_MULTIPLE:
      return ['lotSize', 'maxSubscription', 'totalIssued', 'publicDemand'];
    case OPS.OPS_IPO_DATES_ORDER:
      return [...IPO_DATE_FIELDS];
    case OPS.OPS_IPO_START_PASSED:
      return ['subscribeStart'];
    default:
      return [];
  }
}

/**
 * "Run lottery now": only for an issue whose lottery time has passed on the provider's clock and
 * whose lottery has not run (the server's job runs it at that time; the button is for a server that
 * was down). `done` and `notDue` say why there is no button.
 */
export function lotteryAction(issue: Pick<StaffIpoIssue, 'lotteryAt' | 'lotteryDoneAt'>, now: number): 'run' | 'done' | 'notDue' {
  if (issue.lotteryDoneAt !== null) return 'done';
  return now >= issue.lotteryAt ? 'run' : 'notDue';
}
