// The back office's staff API (/staff-api/<group>/<name> on the provider's staff listener): its
// roles and its retCodes. The calls themselves are the provider's (docs/back-office.md); the
// customer app never makes them, and never bundles this file: it is its own entry,
// `@app/shared/staff`, imported by the provider (and a staff console) only.

/** What a staff member may do; a member may hold several. */
export const STAFF_ROLES = ['reviewer', 'support', 'content', 'operations', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * retCodes of the operations calls (ops/*: pausing a product): 2940–2959.
 * Part of STAFF_RET_CODES below.
 */
export const STAFF_OPERATIONS_RET_CODES = {
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
