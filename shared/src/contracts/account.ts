// Account extras: verification codes, picture captcha, password reset, file upload, password
// change, profile edit, invite statistics and the help centre.
// Request and response types of this domain's endpoints (docs/product.md §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.
import type { Empty } from './endpoints';
import type { UserInfo } from './user';

/** Where a verification code will be used: registering, or resetting a forgotten password. */
export type VerifyCodePurpose = 'register' | 'reset';

/** user/sendVerifyCode. An SMS for a phone account, an email for an email account. */
export interface SendVerifyCodeRequest {
  account: string;
  purpose: VerifyCodePurpose;
}
/**
 * The same answer whether or not a code was really sent (an unknown account for 'reset', an
 * existing one for 'register'), so the call cannot be used to find out who has an account.
 */
export interface SendVerifyCodeResponse {
  channel: 'sms' | 'email';
  /** Seconds before another code may be requested for this account (the button's countdown). */
  resendAfterSeconds: number;
  /** Seconds the code stays valid. */
  validForSeconds: number;
}

/** user/captcha: a new picture captcha (docs/product.md §5 "picture captcha"). */
export interface CaptchaResponse {
  /** Sent back with the answer (register: `captchaId` + `captcha`). */
  captchaId: string;
  /** `data:image/svg+xml;base64,…`, usable as an <img> src. */
  image: string;
  /** ms since epoch after which the captcha is refused. */
  expiresAt: number;
}

/** user/resetpassword: a code sent with purpose 'reset', the new password twice. Ends every session of the user. */
export interface ResetPasswordRequest {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * user/changePassword: the logged-in user changes the login password. Every other session of the
 * user ends (this one stays); the old password is counted like a login attempt.
 */
export interface ChangePasswordRequest {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** user/updateProfile: the profile fields a user may edit (the account, UID and invite code are fixed). */
export interface UpdateProfileRequest {
  /** 1–ACCOUNT_PROFILE.nicknameMaxChars characters after trimming, no control characters. */
  nickname: string;
}

/** user/inviteStats: the referral scheme as the provider defines it (INVITE in constants/account). */
export interface InviteStats {
  inviteCode: string;
  /** Users who registered with this user's invite code. */
  invited: number;
  /** Of those, the ones who passed real-name authentication. */
  verified: number;
  /** Reward per verified invitee, USDT decimal string. */
  rewardPerVerified: string;
  /** verified × rewardPerVerified, USDT decimal string. */
  rewards: string;
  currency: 'USDT';
}

/** help/categories: the help centre's menu, in the request's language. */
export interface HelpCategory {
  id: number;
  title: string;
  /** A short line under the title. */
  summary: string;
  /** Icon name from a fixed set the front end draws (HELP_ICONS). */
  icon: string;
  /** Number of questions in the category. */
  count: number;
}
export interface HelpQuestionSummary {
  id: number;
  categoryId: number;
  title: string;
}
/** help/list: the questions of one category. */
export interface HelpListRequest {
  categoryId: number;
}
export interface HelpListResponse {
  category: HelpCategory;
  list: HelpQuestionSummary[];
}
/** help/detail: one question with its answer (plain text, paragraphs separated by blank lines). */
export interface HelpQuestion extends HelpQuestionSummary {
  answer: string;
  updatedAt: number;
}

export interface AccountEndpoints {
  'user/sendVerifyCode': { req: SendVerifyCodeRequest; res: SendVerifyCodeResponse; auth: false };
  'user/captcha': { req: Empty; res: CaptchaResponse; auth: false };
  'user/resetpassword': { req: ResetPasswordRequest; res: null; auth: false };
  'user/changePassword': { req: ChangePasswordRequest; res: null; auth: true };
  'user/updateProfile': { req: UpdateProfileRequest; res: UserInfo; auth: true };
  'user/inviteStats': { req: Empty; res: InviteStats; auth: true };
  'help/categories': { req: Empty; res: HelpCategory[]; auth: false };
  'help/list': { req: HelpListRequest; res: HelpListResponse; auth: false };
  'help/detail': { req: { id: number }; res: HelpQuestion; auth: false };
}

/**
 * common/uploadFile is the one call that is not a form body: `POST /api/common/uploadFile` as
 * multipart/form-data. Its non-file fields (at least `lang`) come FIRST and are signed exactly
 * like a form body (same headers: Authorization with the token, time, sign over the non-file
 * fields with the main secret); then exactly one file part named `file` (UPLOAD.fileField): a PNG,
 * JPEG or WebP image of at most UPLOAD.maxBytes. The answer is the usual Envelope.
 */
export const UPLOAD_FILE_PATH = 'common/uploadFile';
export interface UploadFileResponse {
  /** Refer to the file by this id (e.g. real-name front and reverse images). */
  id: string;
  /** Same-origin URL of the file (an unguessable capability URL), usable as an <img> src. */
  url: string;
}

/** retCodes of this domain: 2600–2699. Messages live in the server's catalogue. */
export const ACCOUNT_RET_CODES = {
  /** The code was right once, but it is older than VERIFY_CODE.validMs. */
  VERIFY_CODE_EXPIRED: 2600,
  /** VERIFY_CODE.maxWrongTries wrong codes: this code is dead, request a new one. */
  VERIFY_CODE_TOO_MANY_TRIES: 2601,
  /** The file is not a PNG, JPEG or WebP image (judged by its bytes). */
  UPLOAD_NOT_IMAGE: 2610,
  /** The file is larger than UPLOAD.maxBytes. */
  UPLOAD_TOO_LARGE: 2611,
  /** No file, or an empty one. */
  UPLOAD_EMPTY: 2612,
  /** More than one file in one request. */
  UPLOAD_ONE_FILE: 2613,
  /** Not a well-formed multipart request (docs/product.md §8 "Upload failed, please try again"). */
  UPLOAD_FAILED: 2614,
  /** UPLOAD.maxPerUserPerDay reached. */
  UPLOAD_DAILY_LIMIT: 2615,
  /** user/changePassword: the new password breaks the password rule (6–20, letters and digits). */
  NEW_PASSWORD_RULE: 2620,
  /** user/changePassword: the new password is the old one. */
  NEW_PASSWORD_SAME: 2621,
  /** user/updateProfile: empty, too long or with control characters. */
  NICKNAME_INVALID: 2622,
  /** help/list or help/detail: no such category or question. */
  HELP_NOT_FOUND: 2630,
} as const;
