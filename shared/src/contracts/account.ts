// Account extras: verification codes, captcha, password reset, file upload.
// Request and response types of this domain's endpoints (SPEC §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.

export interface AccountEndpoints {}

/** retCodes of this domain: 2600–2799. Messages live in the server's catalogue. */
export const ACCOUNT_RET_CODES = {} as const;
