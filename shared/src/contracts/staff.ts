// The back office's staff API (/staff-api/<group>/<name> on the provider's staff listener): its
// roles and its retCodes. The calls themselves are the provider's (docs/back-office.md); the
// customer app never makes them, and never bundles this file: it is its own entry,
// `@app/shared/staff`, imported by the provider (and a staff console) only.

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

export type StaffRetCodeValue = (typeof STAFF_RET_CODES)[keyof typeof STAFF_RET_CODES];

// ── Typed calls for a staff console ─────────────────────────────────────────────────────────────
// Requests as a console sends them (each value becomes a form field: numbers are written out, amounts
// and share counts are text read by the one number rule) and answers as the provider sends them
// (money and prices as decimal strings, times in ms since epoch). docs/back-office.md has the rules.

/** A staff member as the admin calls show one. */
export interface StaffMemberSummary {
  id: number;
  login: string;
  roles: StaffRole[];
  mustChangePassword: boolean;
  disabled: boolean;
}

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
  'ops/ipoList': { req: { page?: number }; res: { list: StaffIpoIssue[]; total: number } };
  'ops/ipoCreate': { req: StaffIpoDraft; res: StaffIpoIssue };
  'ops/ipoUpdate': { req: StaffIpoUpdate; res: StaffIpoIssue };
  'ops/ipoSubscriptions': {
    req: { issueId: number; page?: number };
    res: { issue: StaffIpoIssue; list: StaffIpoSubscription[]; total: number };
  };
  /** Runs a lottery whose time has passed now (the server runs it at that time anyway); once only: `ran` false when it had run. */
  'ops/ipoRunLottery': { req: { issueId: number }; res: { ran: boolean; issue: StaffIpoIssue } };
  'ops/products': { req: { search?: string; paused?: StaffSwitch; page?: number }; res: { list: StaffProduct[]; total: number } };
  'ops/pauseProduct': { req: { code: string; paused: StaffSwitch; reason?: string }; res: StaffProduct };
}

/** An admin's resets of another member's credentials (role admin). The secret is in the answer once, never in the audit. */
export interface StaffAdminCredentialCalls {
  /** A new one-time password, to be changed at the next login; every session of the member ends. */
  'admin/resetPassword': { req: { staffId: number }; res: StaffMemberSummary & { oneTimePassword: string } };
  /** A new TOTP secret (the old codes stop working); every session of the member ends. */
  'admin/resetTotp': { req: { staffId: number }; res: StaffMemberSummary & { totpUri: string } };
}
