import { ACCOUNT_RET_CODES } from './account';
import { CHAT_RET_CODES } from './chat';
import { IPO_RET_CODES } from './ipo';
import { MARKET_RET_CODES } from './market';
import { TRADE_RET_CODES } from './trade';
import { WALLET_RET_CODES } from './wallet';

// retCodes of the provider. 0, 102 and 103 are docs/product.md §8's; the rest are ours (the product rules leave it open).
// Every non-zero code comes with a message in the request's language.
/** Codes every domain shares: 0, the session codes, transport and generic failures, user basics. */
export const CORE_RET_CODES = {
  OK: 0,
  /** Private call without a token. */
  NOT_LOGGED_IN: 102,
  /** Token expired, revoked (logout) or unknown. */
  SESSION_EXPIRED: 103,
  /** Missing or wrong `sign`, or a missing / non-numeric `time` header (HTTP 401). */
  BAD_SIGNATURE: 104,
  /** The `time` header is further from the provider's clock than the replay window (HTTP 401;
   *  `data.serverTime` is the provider's clock, so a client can correct its own and send again). */
  REQUEST_TIME_OUT_OF_WINDOW: 105,
  /** This signed request (token, time, sign) was already received: a replay, refused unrun. */
  REQUEST_REPLAYED: 106,
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
  /** A field holds a terminal control character (ESC, BEL…; in a name or address also tab or a line break). */
  CONTROL_CHARACTERS: 1012,
  /** A `requestId` that is empty or only spaces: a key must name the submit it stands for. */
  REQUEST_ID_BLANK: 1013,
  /** A `requestId` already used by this customer on this call for a different request (other fields). */
  REQUEST_ID_REUSED: 1014,
  /** Unknown endpoint. */
  NOT_FOUND: 1404,
  /** Unexpected server failure; the message never carries a stack trace or SQL. */
  SERVER_ERROR: 1500,
} as const;

/**
 * Every retCode. Each domain owns a range and its own file: wallet 2000–2199, trade 2200–2399,
 * IPO/AI 2400–2599, account extras and market 2600–2799, chat 2800–2899. Staff 2900–2999 are the back office's
 * own (`@app/shared/staff`), kept out of this table so the customer app never carries them.
 */
export const RetCode = {
  ...CORE_RET_CODES,
  ...WALLET_RET_CODES,
  ...TRADE_RET_CODES,
  ...IPO_RET_CODES,
  ...ACCOUNT_RET_CODES,
  ...MARKET_RET_CODES,
  ...CHAT_RET_CODES,
} as const;
export type RetCodeValue = (typeof RetCode)[keyof typeof RetCode];

/** Every response body of POST /api/... */
export interface Envelope<T> {
  retCode: number;
  message: string;
  data: T;
}
