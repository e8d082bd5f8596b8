// Registration rules of docs/product.md §5 for the account name and the password. It names the
// messages but not the conditions; ours are:
// - phone: optional leading +, then 6–15 digits, nothing else (1001 otherwise);
// - email: anything with an @; whitespace anywhere → 1003; otherwise it must look like
//   local@domain.tld within 254 characters (1002); stored lower-cased so that logins ignore case;
// - password: 6–20 characters with at least one ASCII letter and one digit (1004).
import { RetCode } from '@app/shared/contracts';
import { EMAIL_MAX_LENGTH, PASSWORD_RULE, PHONE_DIGITS } from '../constants';
import type { AccountType } from '../db/schema';
import { ApiFailure } from '../http/envelope';

export interface AccountName {
  account: string;
  type: AccountType;
}

const PHONE = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);
const EMAIL = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)*\.[A-Za-z]{2,}$/;

/** The account as stored, or ApiFailure with the code of the first rule it breaks. */
export function readAccountName(raw: string): AccountName {
  if (raw.includes('@')) {
    if (/\s/.test(raw)) throw new ApiFailure(RetCode.EMAIL_HAS_SPACES);
    if (raw.length > EMAIL_MAX_LENGTH || !EMAIL.test(raw)) throw new ApiFailure(RetCode.WRONG_EMAIL);
    return { account: raw.toLowerCase(), type: 'email' };
  }
  if (!PHONE.test(raw)) throw new ApiFailure(RetCode.WRONG_PHONE);
  return { account: raw, type: 'phone' };
}

/** How a login finds the account: the same normalization as registration, without judging it. */
export function lookupKeyOfAccount(raw: string): string {
  return raw.includes('@') ? raw.toLowerCase() : raw;
}

export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_RULE.minLength && length <= PASSWORD_RULE.maxLength && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** What Mine shows before the user sets a name: a masked phone number or the email's local part. */
export function nicknameOf({ account, type }: AccountName): string {
  if (type === 'email') return account.slice(0, account.indexOf('@')).slice(0, 32);
  const digits = account.replace(/^\+/, '');
  return digits.length >= 8 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : `${digits.slice(0, 2)}**${digits.slice(-2)}`;
}
