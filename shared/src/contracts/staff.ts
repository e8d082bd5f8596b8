// The back office's staff API (/staff-api/<group>/<name> on the provider's staff listener): its
// roles and its retCodes. The calls themselves are the provider's (docs/back-office.md); the
// customer app never makes them, and never bundles this file: it is its own entry,
// `@app/shared/staff`, imported by the provider (and a staff console) only.
import type { Article, Banner, HelpQuestion } from './index';

/** What a staff member may do; a member may hold several. */
export const STAFF_ROLES = ['reviewer', 'support', 'content', 'operations', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * retCodes of the operations calls (ops/*: IPO set-up and lottery, pausing a product): 2940–2959.
 * Part of STAFF_RET_CODES below.
 */
export const STAFF_OPERATIONS_RET_CODES = {
  /** An IPO's stock code: 1–12 capital letters or digits. */
  OPS_IPO_CODE_INVALID: 2940,
  /** The code is a product of the market already, or another issue's. */
  OPS_IPO_CODE_TAKEN: 2941,
  /** The name and the description are required in English and Chinese. */
  OPS_IPO_TEXT_REQUIRED: 2942,
  /** Unknown market or exchange, or an exchange of another market. */
  OPS_IPO_EXCHANGE_INVALID: 2943,
  /** A price: an amount above zero with at most 2 decimals (the one number rule). */
  OPS_IPO_PRICE_INVALID: 2944,
  /** The offer price outside the price range (or the range upside down). */
  OPS_IPO_PRICE_RANGE: 2945,
  /** The lot, the shares offered, the most per customer and the public demand: whole numbers of shares. */
  OPS_IPO_QUANTITY_INVALID: 2946,
  /** The shares offered and the most per customer are whole lots, the most per customer at most the shares offered. */
  OPS_IPO_NOT_LOT_MULTIPLE: 2947,
  /** Subscription start < subscription end ≤ lottery < listing. */
  OPS_IPO_DATES_ORDER: 2948,
  /** The subscription must start in the future. */
  OPS_IPO_START_PASSED: 2949,
  /** Subscriptions have opened: only the texts and the listing price may still change. */
  OPS_IPO_LOCKED: 2950,
  /** The issue has listed: nothing changes any more. */
  OPS_IPO_LISTED: 2951,
  /** ops/ipoRunLottery before the issue's lottery time. */
  OPS_LOTTERY_NOT_DUE: 2952,
  /** No product of the market (stock or ETF) has this code. */
  OPS_PRODUCT_NOT_FOUND: 2953,
} as const;

/**
 * retCodes of the staff API: 2900–2999. Messages live in the server's catalogue.
 */
export const STAFF_RET_CODES = {
  /** Login, password or one-time code wrong (which one is not said). */
  STAFF_LOGIN_FAILED: 2900,
  /** Too many failed logins in a row: locked for a while. */
  STAFF_LOCKED: 2901,
  /** The one-time password must be replaced before anything else. */
  STAFF_PASSWORD_CHANGE_REQUIRED: 2902,
  /** None of the caller's roles allows this call. */
  STAFF_FORBIDDEN: 2903,
  /** Another reviewer decided this item first (or it does not exist). */
  STAFF_ALREADY_DECIDED: 2904,
  /** A large withdrawal's second approval must come from a different reviewer. */
  STAFF_SECOND_APPROVER_SAME: 2905,
  /** A staff password: 12–128 characters with a letter and a digit. */
  STAFF_PASSWORD_RULE: 2906,
  STAFF_LOGIN_EXISTS: 2907,
  STAFF_NOT_FOUND: 2908,
  STAFF_ROLE_INVALID: 2909,
  /** A rejection needs a reason the customer can read. */
  STAFF_REASON_REQUIRED: 2910,
  STAFF_IMAGE_NOT_FOUND: 2911,
  /** An admin cannot disable themselves, take away their own admin role, nor reset their own password or TOTP. */
  STAFF_SELF_CHANGE: 2912,
  ...STAFF_OPERATIONS_RET_CODES,
} as const;

export type StaffRetCodeValue = (typeof STAFF_RET_CODES)[keyof typeof STAFF_RET_CODES] | StaffDeskRetCodeValue;

// ---- The calls of the staff API: what each sends and what it answers --------------------------
// Each group of calls has a section of its own (the core below; support, content and operations
// add theirs beside it), and StaffCalls joins them: the console's typed client is built on
// StaffCalls, the provider's handlers conform to their section (server/src/staff/endpoints.ts).
// A request is what travels in the form body (`lang` aside, which every call carries): numbers and
// booleans are sent as text, a list of roles as one comma-separated field (`reviewer,support`), an
// absent optional field not at all. The provider reads each back into these same types.

/** A staff member as the staff API shows one (never the password hash, never the TOTP secret). */
export interface StaffMemberView {
  id: number;
  login: string;
  roles: StaffRole[];
  /** Still on the one-time password: every call but staff/changePassword, staff/me and staff/logout answers 2902. */
  mustChangePassword: boolean;
  disabled: boolean;
}

/** A new member's credentials, answered once by admin/createStaff (and printed once by the command line). */
export interface StaffCreatedView extends StaffMemberView {
  oneTimePassword: string;
  /** The TOTP provisioning URI (otpauth://totp/…), to scan into an authenticator app. */
  totpUri: string;
}

/** One row of the staff audit, newest first. `before` / `after`: the target as JSON, or null. */
export interface StaffAuditRow {
  id: number;
  at: number;
  staffId: number | null;
  staffLogin: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
}

export interface StaffAuditFilter {
  staffLogin?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ms since epoch, inclusive. */
  from?: number;
  to?: number;
  /** From 1; 50 rows a page. */
  page?: number;
}

/** The audit's page size: a page with fewer rows is the last. */
export const STAFF_AUDIT_PAGE_SIZE = 50;

/** A pending recharge. Amounts are decimal strings of USDT ("30000.00"). */
export interface StaffDepositItem {
  id: number;
  uid: string;
  account: string;
  method: 'bank' | 'usdt';
  channelId: string;
  amount: string;
  /** The USDT transaction hash; null for a bank transfer. */
  txHash: string | null;
  /** Whether the customer attached a transfer receipt. */
  hasVoucher: boolean;
  createdAt: number;
}

export interface StaffWithdrawalItem {
  id: number;
  uid: string;
  account: string;
  method: 'bank' | 'usdt';
  amount: string;
  tax: string;
  /** Where the money goes, as the customer submitted it (bank details or an address). */
  destination: unknown;
  destinationLabel: string;
  createdAt: number;
  /** The customer's verified real name, or null when none passed. */
  verifiedName: string | null;
  balances: { account: string; available: string; frozen: string }[];
  /** The last ten ledger rows of the customer, newest first. */
  recentActivity: { account: string; kind: string; available: string; frozen: string; ref: string | null; at: number }[];
  /** Above STAFF_SECOND_APPROVAL_ABOVE: paid only on the approval of a second, different reviewer. */
  needsSecondApproval: boolean;
  firstApproval: { by: string; at: number } | null;
}

export interface StaffRealNameItem {
  id: number;
  uid: string;
  account: string;
  name: string;
  idNumber: string;
  createdAt: number;
}

export type StaffReviewKind = 'deposits' | 'withdrawals' | 'realname';
export type StaffDecision = 'approve' | 'reject';

/** The answer of review/decide: decided, or (a large withdrawal's first approval) waiting for a second reviewer. */
export interface StaffDecideAnswer {
  decided: boolean;
  awaitingSecondApproval: boolean;
}

type NoFields = Record<string, never>;

/** The core calls: staff sessions, admin (staff and the audit), review. */
export interface StaffCoreCalls {
  'staff/login': { request: { login: string; password: string; code: string }; answer: StaffMemberView & { token: string } };
  'staff/logout': { request: NoFields; answer: null };
  'staff/me': { request: NoFields; answer: StaffMemberView };
  'staff/changePassword': { request: { oldPassword: string; newPassword: string }; answer: null };
  'admin/staffList': { request: NoFields; answer: StaffMemberView[] };
  /** `roles` travels as one comma-separated field (`reviewer,support`). */
  'admin/createStaff': { request: { login: string; roles: StaffRole[] }; answer: StaffCreatedView };
  'admin/setRoles': { request: { staffId: number; roles: StaffRole[] }; answer: StaffMemberView };
  'admin/disableStaff': { request: { staffId: number }; answer: StaffMemberView };
  'admin/audit': { request: StaffAuditFilter; answer: StaffAuditRow[] };
  'review/deposits': { request: NoFields; answer: StaffDepositItem[] };
  'review/withdrawals': { request: NoFields; answer: StaffWithdrawalItem[] };
  'review/realnames': { request: NoFields; answer: StaffRealNameItem[] };
  'review/realnameImage': { request: { id: number; side: 'front' | 'reverse' }; answer: { mime: string; base64: string } };
  'review/decide': {
    request: { kind: StaffReviewKind; id: number; decision: StaffDecision; reason?: string };
    answer: StaffDecideAnswer;
  };
}

/** Every call of the staff API: each group's section joined. */
export type StaffCalls = StaffCoreCalls & StaffSupportCalls & StaffContentCalls & StaffOperationsCalls & StaffAdminCredentialCalls;
export type StaffPath = keyof StaffCalls;
export type StaffRequestOf<P extends StaffPath> = StaffCalls[P]['request'];
export type StaffAnswerOf<P extends StaffPath> = StaffCalls[P]['answer'];

// ---- Operations (role operations) and the credential resets (role admin) -----------------------
// Amounts and share counts are sent as text read by the one number rule; answers carry money and
// prices as decimal strings, times in ms since epoch.

/** `on` or `off`, as a form field carries a switch. */
export type StaffSwitch = 'on' | 'off';

/** Where an issue stands on the provider's clock (the customer app's IPO tabs). */
export type StaffIpoPhase = 'upcoming' | 'subscribing' | 'awaitingListing' | 'listed';

/** A text in the app's languages: Japanese is optional (the app shows English without it). */
export interface StaffIpoText {
  en: string;
  zh: string;
  ja: string | null;
}

/** One IPO issue as operations see it. */
export interface StaffIpoIssue {
  id: number;
  code: string;
  name: StaffIpoText;
  description: StaffIpoText;
  market: string;
  exchange: string;
  /** Offer price per share, USDT. */
  underwritingPrice: string;
  priceRangeLow: string;
  priceRangeHigh: string;
  /** The first-day close the market lists it at (the customer sees it once listed). */
  listingPrice: string;
  /** Shares per lot: the smallest subscription, and what the lottery draws. */
  lotSize: number;
  /** The most one customer may apply for, shares. */
  maxSubscription: number;
  /** Shares offered. */
  totalIssued: number;
  /** Shares applied for outside this app (counted in the customers' subscribed totals and in the lottery's demand). */
  publicDemand: number;
  subscribeStart: number;
  subscribeEnd: number;
  lotteryAt: number;
  listingDate: number;
  phase: StaffIpoPhase;
  /** When the lottery ran (by the server at lotteryAt, or ops/ipoRunLottery), else null. */
  lotteryDoneAt: number | null;
  issueResult: 'oversubscription' | 'underSubscription' | null;
  /** demo: written by the demo data or the demo cycle; staff: created with ops/ipoCreate. */
  origin: 'demo' | 'staff';
  /** Customers of this app who applied. */
  subscribers: number;
  /** Shares they applied for, and its amount at the offer price. */
  subscribedShares: number;
  subscribedAmount: string;
  /** Shares allotted to them by the lottery (0 before it). */
  allottedShares: number;
  /** What ops/ipoUpdate may change now: everything (before the subscription opens), texts and the listing price, or nothing (listed). */
  editable: 'all' | 'textsAndListingPrice' | 'none';
  createdAt: number;
}

/** ops/ipoCreate: a new issue. Dates in ms; subscribeStart in the future, then subscribeEnd ≤ lotteryAt < listingDate. */
export interface StaffIpoDraft {
  code: string;
  nameEn: string;
  nameZh: string;
  nameJa?: string;
  descriptionEn: string;
  descriptionZh: string;
  descriptionJa?: string;
  /** Country code of the market: US, HK, CN, JP. */
  market: string;
  /** Its exchange: NASDAQ, NYSE, HKEX, SSE, SZSE, TSE. */
  exchange: string;
  underwritingPrice: string;
  priceRangeLow: string;
  priceRangeHigh: string;
  /** The first-day close it lists at; default the offer price. */
  listingPrice?: string;
  lotSize: string;
  maxSubscription: string;
  totalIssued: string;
  /** Default 0. */
  publicDemand?: string;
  subscribeStart: number;
  subscribeEnd: number;
  lotteryAt: number;
  listingDate: number;
}

/** ops/ipoUpdate: the fields to change; the others stay. */
export type StaffIpoUpdate = { issueId: number } & Partial<StaffIpoDraft>;

/** One customer's application, as ops/ipoSubscriptions lists it. */
export interface StaffIpoSubscription {
  orderId: number;
  orderNo: string;
  uid: string;
  account: string;
  quantity: number;
  paymentMethod: 'full' | 'deposit';
  /** quantity × offer price. */
  amount: string;
  /** Held from the customer's stock account now. */
  frozen: string;
  state: 'pending' | 'bought' | 'notWon' | 'toPay' | 'unpaid';
  allottedQuantity: number;
  allottedAmount: string;
  /** Paid towards the allotment so far. */
  paid: string;
  /** Still to pay by payDeadline (state toPay). */
  due: string;
  payDeadline: number | null;
  /** Returned to the customer's available balance (the ledger's release and refund rows of this order). */
  refunded: string;
  subscribedAt: number;
  drawnAt: number | null;
}

/** A product of the market as operations see it. */
export interface StaffProduct {
  code: string;
  name: string;
  type: 'stock' | 'etf';
  market: string;
  exchange: string;
  paused: boolean;
  /** The reason given with the last pause or resume, else null. */
  reason: string | null;
  /** When and by whom it was last paused or resumed, else null. */
  changedAt: number | null;
  changedBy: string | null;
}

/** The operations calls (role operations). */
export interface StaffOperationsCalls {
  'ops/ipoList': { request: { page?: number }; answer: { list: StaffIpoIssue[]; total: number } };
  'ops/ipoCreate': { request: StaffIpoDraft; answer: StaffIpoIssue };
  'ops/ipoUpdate': { request: StaffIpoUpdate; answer: StaffIpoIssue };
  'ops/ipoSubscriptions': {
    request: { issueId: number; page?: number };
    answer: { issue: StaffIpoIssue; list: StaffIpoSubscription[]; total: number };
  };
  /** Runs a lottery whose time has passed now (the server runs it at that time anyway); once only: `ran` false when it had run. */
  'ops/ipoRunLottery': { request: { issueId: number }; answer: { ran: boolean; issue: StaffIpoIssue } };
  'ops/products': { request: { search?: string; paused?: StaffSwitch; page?: number }; answer: { list: StaffProduct[]; total: number } };
  'ops/pauseProduct': { request: { code: string; paused: StaffSwitch; reason?: string }; answer: StaffProduct };
}

/** An admin's resets of another member's credentials (role admin). The secret is in the answer once, never in the audit. */
export interface StaffAdminCredentialCalls {
  /** A new one-time password, to be changed at the next login; every session of the member ends. */
  'admin/resetPassword': { request: { staffId: number }; answer: StaffMemberView & { oneTimePassword: string } };
  /** A new TOTP secret (the old codes stop working); every session of the member ends. */
  'admin/resetTotp': { request: { staffId: number }; answer: StaffMemberView & { totpUri: string } };
}

// ——— Support and content (roles `support` and `content`) ———————————————————————————————————
// Their own retCodes (2920–2939), and the request and answer of each of their calls, so a console
// can be typed against them (docs/back-office.md "Support" and "Content"). Requests travel as form
// fields like every staff call: numbers as decimal text, lists comma-separated, switches 'on' | 'off'.

/** retCodes of the support calls (2920–2926) and the content calls (2927–2939). */
export const STAFF_DESK_RET_CODES = {
  /** support/take, support/reply, support/handOver: only while the caller is on duty. */
  STAFF_NOT_ON_DUTY: 2920,
  /** Another on-duty member holds this conversation (the first taker wins). */
  STAFF_CONVERSATION_TAKEN: 2921,
  /** Only the member holding a conversation hands it over. */
  STAFF_CONVERSATION_NOT_YOURS: 2922,
  /** A hand-over goes to a support member who is on duty. */
  STAFF_HANDOVER_TARGET: 2923,
  /** No customer with this id. */
  STAFF_CUSTOMER_NOT_FOUND: 2924,
  STAFF_REPLY_EMPTY: 2925,
  /** A staff reply: at most SUPPORT_LIMITS.replyMaxChars characters. */
  STAFF_REPLY_TOO_LONG: 2926,
  /** The banner, article or help question does not exist (or was deleted). */
  CONTENT_NOT_FOUND: 2927,
  /** The item changed since the `version` the editor holds: reload it first. */
  CONTENT_CHANGED: 2928,
  /** A required text (English or Chinese) is empty; `data.field` names it. */
  CONTENT_TEXT_REQUIRED: 2929,
  /** A text is longer than its limit; `data.field` and `data.max` (characters). */
  CONTENT_TEXT_TOO_LONG: 2930,
  /** A title or source must be one line; `data.field` names it. */
  CONTENT_TEXT_ONE_LINE: 2931,
  /** A banner link is empty or an in-app path of the catalogue (PATH), with an optional query. */
  CONTENT_LINK_INVALID: 2932,
  /** A banner image is one of content/images (built-in or uploaded). */
  CONTENT_IMAGE_INVALID: 2933,
  /** An uploaded image: PNG, JPEG or WebP (judged by its bytes), base64, at most CONTENT_LIMITS.imageMaxBytes. */
  CONTENT_UPLOAD_INVALID: 2934,
  CONTENT_HELP_CATEGORY_NOT_FOUND: 2935,
  /** An article names a product code the market does not list; `data.code`. */
  CONTENT_PRODUCT_UNKNOWN: 2936,
} as const;

export type StaffDeskRetCodeValue = (typeof STAFF_DESK_RET_CODES)[keyof typeof STAFF_DESK_RET_CODES];

/** What the answer's `data` carries with a content validation failure (else null). */
export interface ContentFieldProblem {
  field?: string;
  max?: number;
  code?: string;
}

export const SUPPORT_LIMITS = {
  replyMaxChars: 2000,
  /** support/conversations: per page. */
  conversationsPageSize: 50,
  /** support/messages: at most this many per answer. */
  messagesPageSize: 100,
} as const;

/** Characters (code points) each content text may have; the same in every language. */
export const CONTENT_LIMITS = {
  bannerTitle: 80,
  articleTitle: 120,
  articleSummary: 300,
  articleBody: 20_000,
  articleSource: 60,
  helpTitle: 120,
  helpAnswer: 5_000,
  link: 200,
  /** An uploaded banner image (bytes, before base64). */
  imageMaxBytes: 512 * 1024,
  /** Product codes one article may name. */
  articleCodes: 10,
} as const;

/** One call: what is sent (form fields) and what `data` is on success. */
export interface StaffCall<Request, Answer> {
  request: Request;
  answer: Answer;
}

// ——— Support ———

export type SupportSender = 'user' | 'agent' | 'staff';

/** A customer as support sees them: the login masked (phone 138****5678, email j***@example.com). */
export interface SupportCustomer {
  /** The customer's internal id: what the support calls take. */
  userId: number;
  /** The 8-digit UID the customer sees in the app. */
  uid: string;
  maskedAccount: string;
  nickname: string;
  /** The name of a passed real-name check, else null. */
  verifiedName: string | null;
}

export interface SupportMessage {
  id: number;
  from: SupportSender;
  content: string;
  createdAt: number;
  /** Who wrote a staff reply (null for the customer and the canned agent). */
  staffLogin: string | null;
}

export interface SupportHolder {
  staffId: number;
  login: string;
  since: number;
}

export interface SupportConversation extends SupportCustomer {
  lastMessage: SupportMessage;
  /** Customer messages after the last answer (staff or agent). */
  unanswered: number;
  /** When the oldest of them was sent, or null. */
  waitingSince: number | null;
  /** The on-duty member holding it, or null (a hold of a member off duty counts as none). */
  holder: SupportHolder | null;
}

export interface SupportDutyMember {
  staffId: number;
  login: string;
  /** When this member's duty lapses unless they make another support call. */
  until: number;
}

export interface SupportDutyState {
  onDuty: boolean;
  /** The caller's lapse time, or null off duty. */
  until: number | null;
  /** Minutes after a member's last support call that their duty lapses (STAFF_DUTY_MINUTES). */
  lapseMinutes: number;
  /** Every support member on duty now (hand-over targets). */
  members: SupportDutyMember[];
}

export type SupportConversationStatus = 'open' | 'mine' | 'all';

export interface SupportConversationsAnswer {
  list: SupportConversation[];
  page: number;
  hasMore: boolean;
  duty: SupportDutyState;
}

export interface SupportMessagesAnswer {
  customer: SupportCustomer;
  holder: SupportHolder | null;
  /** Oldest first: after `afterId`, or the latest page without it. */
  list: SupportMessage[];
  /** More exist in the direction asked (newer after `afterId`, older without it). */
  hasMore: boolean;
}

export interface StaffSupportCalls {
  'support/duty': StaffCall<{ onDuty: 'on' | 'off' }, SupportDutyState>;
  'support/conversations': StaffCall<{ status?: SupportConversationStatus; page?: number }, SupportConversationsAnswer>;
  'support/messages': StaffCall<{ userId: number; afterId?: number }, SupportMessagesAnswer>;
  'support/reply': StaffCall<{ userId: number; content: string }, { message: SupportMessage; holder: SupportHolder }>;
  'support/take': StaffCall<{ userId: number }, { holder: SupportHolder }>;
  /** Without `toStaffId`: released back to the queue (holder null). */
  'support/handOver': StaffCall<{ userId: number; toStaffId?: number }, { holder: SupportHolder | null }>;
}

// ——— Content ———

/** The languages the app shows content in: zh-Hant is always derived from zh-Hans by the server. */
export type ContentPreviewLanguage = 'en' | 'zh-Hans' | 'zh-Hant' | 'ja';
/** What the customer calls would answer for a draft, in each language. */
export type ContentPreview<T> = Record<ContentPreviewLanguage, T>;

export type OnOff = 'on' | 'off';

/** Every text in English and simplified Chinese (required) and Japanese (optional: else the built-in Japanese of the English text, else English). */
export interface StaffBannerFields {
  titleEn: string;
  titleZh: string;
  titleJa?: string;
  /** One of content/images: '/static/banners/<file>' or '/content-images/<sha256>.<ext>'. */
  image: string;
  /** '' or an in-app path of the app's catalogue, e.g. /pages/mine/ipo or /pages/home/listdetail?code=AAPL. */
  link?: string;
  /** Display order, smaller first (default: after the others). */
  sort?: number;
  published: OnOff;
}

export interface StaffBanner {
  id: number;
  titleEn: string;
  titleZh: string;
  titleJa: string | null;
  image: string;
  link: string;
  sort: number;
  published: boolean;
  /** Sent back with an update: a change made meanwhile by someone else is refused (2928). */
  version: number;
  /** 0 for a row never edited by staff. */
  updatedAt: number;
}

export type StaffArticleCategory = 'news' | 'notice';

export interface StaffArticleFields {
  /** 'notice': Home's scrolling notice bar and the notice list; 'news': the news list and product pages. */
  category: StaffArticleCategory;
  titleEn: string;
  titleZh: string;
  titleJa?: string;
  summaryEn: string;
  summaryZh: string;
  summaryJa?: string;
  /** Plain text; paragraphs separated by blank lines. */
  bodyEn: string;
  bodyZh: string;
  bodyJa?: string;
  sourceEn: string;
  sourceZh: string;
  sourceJa?: string;
  /** Product codes the article is about, comma-separated (e.g. 'AAPL,TSLA'), or ''. */
  codes?: string;
  published: OnOff;
}

export interface StaffArticleSummary {
  id: number;
  category: StaffArticleCategory;
  titleEn: string;
  titleZh: string;
  titleJa: string | null;
  codes: string[];
  published: boolean;
  publishedAt: number;
  version: number;
  updatedAt: number;
}

export interface StaffArticle extends StaffArticleSummary {
  summaryEn: string;
  summaryZh: string;
  summaryJa: string | null;
  bodyEn: string;
  bodyZh: string;
  bodyJa: string | null;
  sourceEn: string;
  sourceZh: string;
  sourceJa: string | null;
}

export interface StaffHelpFields {
  categoryId: number;
  titleEn: string;
  titleZh: string;
  titleJa?: string;
  answerEn: string;
  answerZh: string;
  answerJa?: string;
  sort?: number;
  published: OnOff;
}

export interface StaffHelpCategory {
  id: number;
  slug: string;
  icon: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  /** Questions not deleted (published or not). */
  questions: number;
}

export interface StaffHelpQuestion {
  id: number;
  categoryId: number;
  titleEn: string;
  titleZh: string;
  titleJa: string | null;
  answerEn: string;
  answerZh: string;
  answerJa: string | null;
  sort: number;
  published: boolean;
  version: number;
  updatedAt: number;
}

export interface ContentImage {
  /** The value of a banner's `image`. */
  image: string;
  kind: 'built-in' | 'uploaded';
  mime: string;
  /** Bytes (uploaded images), null for built-in ones. */
  size: number | null;
}

type Update<T> = T & { id: number; version: number };

export interface StaffContentCalls {
  'content/banners': StaffCall<Record<string, never>, StaffBanner[]>;
  'content/bannerCreate': StaffCall<StaffBannerFields, StaffBanner>;
  'content/bannerUpdate': StaffCall<Update<StaffBannerFields>, StaffBanner>;
  'content/bannerDelete': StaffCall<{ id: number }, null>;
  'content/bannerPreview': StaffCall<StaffBannerFields, ContentPreview<Banner>>;
  'content/images': StaffCall<Record<string, never>, ContentImage[]>;
  /** `base64`: the image's bytes in base64 (a form body holds at most 1 MiB). */
  'content/uploadImage': StaffCall<{ base64: string }, ContentImage>;
  'content/articles': StaffCall<{ category?: StaffArticleCategory; page?: number }, { list: StaffArticleSummary[]; hasMore: boolean }>;
  'content/article': StaffCall<{ id: number }, StaffArticle>;
  'content/articleCreate': StaffCall<StaffArticleFields, StaffArticle>;
  'content/articleUpdate': StaffCall<Update<StaffArticleFields>, StaffArticle>;
  'content/articleDelete': StaffCall<{ id: number }, null>;
  'content/articlePreview': StaffCall<StaffArticleFields, ContentPreview<Article>>;
  'content/helpCategories': StaffCall<Record<string, never>, StaffHelpCategory[]>;
  'content/helpQuestions': StaffCall<{ categoryId?: number }, StaffHelpQuestion[]>;
  'content/helpCreate': StaffCall<StaffHelpFields, StaffHelpQuestion>;
  'content/helpUpdate': StaffCall<Update<StaffHelpFields>, StaffHelpQuestion>;
  'content/helpDelete': StaffCall<{ id: number }, null>;
  'content/helpPreview': StaffCall<StaffHelpFields, ContentPreview<HelpQuestion>>;
}
