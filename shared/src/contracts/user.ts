/** Real-name authentication states of docs/product.md §4. */
export const RealNameStatus = { NOT_CERTIFIED: 0, UNDER_REVIEW: 1, PASSED: 2, REJECTED: 3 } as const;
export type RealNameStatusValue = (typeof RealNameStatus)[keyof typeof RealNameStatus];

/** user/userInfo data; also cached on the device under `userinfo`. */
export interface UserInfo {
  /** Public user id shown on Mine as UID. */
  uid: string;
  /** The phone number or email the user registered with. */
  account: string;
  accountType: 'phone' | 'email';
  nickname: string;
  realNameStatus: RealNameStatusValue;
  /** The user's own referral code (others enter it as referrer ID). */
  inviteCode: string;
  /** ms since epoch */
  createdAt: number;
}

/** user/register. `account` is a phone number (digits, optional leading +) or an email address. */
export interface RegisterRequest {
  account: string;
  /** The SMS or email code sent by user/sendVerifyCode with purpose 'register'. */
  code: string;
  /** The picture captcha (user/captcha) and its answer; one try per captcha. */
  captchaId: string;
  captcha: string;
  password: string;
  confirmPassword: string;
  /** Another user's inviteCode. */
  referrerId?: string;
}
export interface LoginRequest {
  account: string;
  password: string;
}
/** register and login both answer with a fresh session. */
export interface SessionResponse {
  token: string;
  user: UserInfo;
}
