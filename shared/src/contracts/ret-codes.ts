// retCodes of the provider. 0, 102 and 103 are SPEC §8's; the rest are ours (SPEC: "not shown").
// Every non-zero code comes with a message in the request's language.
export const RetCode = {
  OK: 0,
  /** Private call without a token. */
  NOT_LOGGED_IN: 102,
  /** Token expired, revoked (logout) or unknown. */
  SESSION_EXPIRED: 103,
  /** Missing or wrong `sign`, or a missing / non-numeric `time` header (HTTP 401). `time` is not
   *  signed (SPEC §7), so it is not compared with the server clock. */
  BAD_SIGNATURE: 104,
  /** A body that does not fit the endpoint: missing field, wrong type, too long. */
  INVALID_PARAMS: 1000,
  WRONG_PHONE: 1001,
  WRONG_EMAIL: 1002,
  EMAIL_HAS_SPACES: 1003,
  WRONG_PASSWORD: 1004,
  PASSWORDS_INCONSISTENT: 1005,
  ACCOUNT_EXISTS: 1006,
  REFERRER_ERROR: 1007,
  DO_NOT_SUBMIT_CONTINUOUSLY: 1008,
  VERIFY_CODE_ERROR: 1009,
  CAPTCHA_ERROR: 1010,
  SEND_TOO_OFTEN: 1011,
  /** Unknown endpoint. */
  NOT_FOUND: 1404,
  /** Unexpected server failure; the message never carries a stack trace or SQL. */
  SERVER_ERROR: 1500,
} as const;
export type RetCodeValue = (typeof RetCode)[keyof typeof RetCode];

/** Every response body of POST /api/... */
export interface Envelope<T> {
  retCode: number;
  message: string;
  data: T;
}
