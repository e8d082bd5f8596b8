// Figures of the account extras (verification codes, picture captcha, password reset, uploads)
// and of the online-service chat. docs/product.md §5 names the messages but not the limits: every figure
// here is CHOSEN unless it cites docs/product.md. The server enforces them; the front end shows them
// (the resend countdown, the upload hint, the chat counter).

export const VERIFY_CODE = {
  /** Digits of an SMS or email code. */
  digits: 6,
  /** A code is valid this long after it is sent. */
  validMs: 10 * 60 * 1000,
  /** Wrong tries before the code dies (a new one must be requested). */
  maxWrongTries: 5,
  /** docs/product.md §5 "cannot send repeatedly in a short time": one code per account per this interval
   *  (whatever the purpose); also the length of the "Send code" countdown. */
  resendIntervalMs: 60 * 1000,
  /** At most this many codes per client IP address per hour (SMS bombing across many accounts). */
  maxPerIpPerHour: 20,
} as const;

/** Where a verification code is used. */
export const VERIFY_CODE_PURPOSES = ['register', 'reset'] as const;

export const CAPTCHA = {
  /** Characters in the picture. */
  length: 4,
  /** Letters and digits that cannot be confused in a distorted picture: no 0/O/Q/D, 1/I/L, 2/Z,
   *  5/S, 8/B, 9/G (6 stays, G goes). Answers are compared ignoring case. */
  alphabet: 'ACEFHJKMNPRTUVWXY3467',
  /** A captcha is valid this long and answers one try, right or wrong. */
  validMs: 5 * 60 * 1000,
  /** At most this many new captchas per client IP address per minute (they are stored rows). */
  maxPerIpPerMinute: 30,
  /** Picture size in CSS pixels (drawn as SVG, so it stays sharp at any size). */
  width: 120,
  height: 44,
} as const;

export const UPLOAD = {
  /** Largest accepted file. */
  maxBytes: 5 * 1024 * 1024,
  /** Recognised by their first bytes, never by name or the client's MIME type. */
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Uploads per user per 24 hours (disk space is not free). */
  maxPerUserPerDay: 50,
  /** The multipart part that carries the file. */
  fileField: 'file',
} as const;

/** Online service (chat variant). */
export const CHAT = {
  /** Longest message a user may send, in characters (code points). */
  maxMessageChars: 500,
  /** At most this many user messages per rolling minute. */
  maxMessagesPerMinute: 10,
  /** The demo agent answers after this delay. */
  agentReplyDelayMs: 1500,
  /** chat/list page size: default and largest. */
  defaultPageSize: 30,
  maxPageSize: 100,
} as const;

/** Profile fields a user may edit (user/updateProfile). */
export const ACCOUNT_PROFILE = {
  /** Longest nickname, in characters (code points), after trimming. */
  nicknameMaxChars: 20,
} as const;

/**
 * The referral scheme (invite page). CHOSEN: the product shows an invite page with statistics and rules
 * but not the reward; the provider counts a reward per invitee who passes real-name
 * authentication, paid by customer service to the coin wallet.
 */
export const INVITE = {
  /** USDT per invited user who passes real-name authentication. */
  rewardPerVerifiedUsdt: '10.00',
  /** Working days customer service takes to pay a reward. */
  payoutWorkingDays: 3,
} as const;

/** Icons the help centre's categories may name (drawn by the front end, no image fetched). */
export const HELP_ICONS = ['account', 'deposit', 'withdraw', 'trade', 'ipo', 'security'] as const;
export type HelpIcon = (typeof HELP_ICONS)[number];

/** The login password rule the provider enforces (server/src/auth/account-rules.ts): forms say it first. */
export const LOGIN_PASSWORD_RULE = { minLength: 6, maxLength: 20 } as const;
