// Validation of the user's payout details (bank information, beneficiary), as the provider
// checks them (server/src/wallet/payout-rules.ts is the same rule set). Each reader normalises the
// input (Unicode NFC, trimmed, inner spaces collapsed) and answers the value, or null.
import { WALLET_RET_CODES as C, type BankAccountFields, type BeneficiaryFields } from '../../contracts/wallet';

/** Trim, NFC, collapse runs of whitespace into one space. */
export function tidy(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

function matching(pattern: RegExp, min: number, max: number) {
  return (raw: string): string | null => {
    const text = tidy(raw);
    const length = [...text].length;
    return length >= min && length <= max && pattern.test(text) ? text : null;
  };
}

/** Letters of any script (with their marks), spaces, apostrophes, hyphens, dots, middle dots. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.\-·]*$/u;
/** Place names and bank names: letters, digits and common punctuation. */
const PLACE = /^[\p{L}\p{M}\d][\p{L}\p{M}\d '’.,&()\-/#]*$/u;

export const personName = matching(NAME, 1, 50);
export const fullName = matching(NAME, 2, 100);
export const bankName = matching(PLACE, 2, 80);
export const placeName = matching(PLACE, 2, 80);

/** 3–10 letters/digits, inner spaces or hyphens allowed (UK "SW1A 1AA", US "10001-1234", IN "110001"). */
export function postalCode(raw: string): string | null {
  const text = tidy(raw).toUpperCase();
  return /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(text) ? text : null;
}

/** Indian Financial System Code: 4 letters (bank), 0, 6 letters/digits (branch). */
export function ifscCode(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(text) ? text : null;
}

/** ISO 13616 check: move the first 4 characters to the end, letters → 10..35, remainder mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN (check digits verified) or a domestic account number of 6–34 digits. Spaces and hyphens are ignored. */
export function accountNumber(raw: string): string | null {
  const text = raw.replace(/[\s-]/g, '').toUpperCase();
  if (/^[A-Z]{2}/.test(text)) return isValidIban(text) ? text : null;
  return /^\d{6,34}$/.test(text) ? text : null;
}

/** Phone: optional leading +, 6–15 digits; spaces, hyphens and brackets are ignored. */
export function phoneNumber(raw: string): string | null {
  const text = raw.replace(/[\s\-()]/g, '');
  return /^\+?\d{6,15}$/.test(text) ? text : null;
}

export function emailAddress(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  return text.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text) ? text : null;
}

/** Printable text of 5–200 characters (a street address). */
export function postalAddress(raw: string): string | null {
  const text = tidy(raw);
  const length = [...text].length;
  return length >= 5 && length <= 200 && !/\p{Cc}/u.test(text) ? text : null;
}

/** ID / passport number: 6–30 letters and digits, inner hyphens allowed; spaces ignored; upper case. */
export function idNumber(raw: string): string | null {
  const text = raw.replace(/\s/g, '').toUpperCase();
  return /^[A-Z0-9][A-Z0-9-]{4,28}[A-Z0-9]$/.test(text) ? text : null;
}

/** "AB******89": enough to recognise, not enough to copy. */
export function maskIdNumber(id: string): string {
  if (id.length <= 4) return '*'.repeat(id.length);
  return id.slice(0, 2) + '*'.repeat(id.length - 4) + id.slice(-2);
}

/** "**** 6789": the last 4 characters of an account number. */
export function maskAccount(account: string): string {
  return `**** ${account.slice(-4)}`;
}

function comparable(name: string): string {
  return tidy(name)
    .toLocaleLowerCase('en-US')
    .replace(/[\s'’.\-·]/g, '');
}

/**
 * Whether a payout account's holder is the verified person (docs/product.md §6 "the real name must match the
 * withdrawal account name"). Case, spaces and punctuation are ignored, and family-name-first order
 * is accepted: "Alex Morgan" matches first "Alex" last "Morgan" and "MORGAN ALEX"; "张三" matches
 * last "张" first "三".
 */
export function namesMatch(realName: string, first: string, last: string): boolean {
  const real = comparable(realName);
  return real === comparable(first + last) || real === comparable(last + first);
}

/** Same rule for a single full name (the beneficiary). */
export function fullNamesMatch(realName: string, name: string): boolean {
  return comparable(realName) === comparable(name);
}

// ── Whole forms, in the provider's order (server: user/updateBankAccount, user/updateBeneficiary) ──

/** The first field the provider would refuse, with its retCode; null when the form is acceptable. */
export interface FieldProblem<F> {
  field: keyof F;
  code: number;
}

type Reader = (raw: string) => string | null;
const required = (reader: Reader) => (raw: string | undefined) => reader(raw ?? '') !== null;
const optional = (reader: Reader) => (raw: string | undefined) => (raw ?? '').trim() === '' || reader(raw ?? '') !== null;

const BANK_RULES: ReadonlyArray<[keyof BankAccountFields, (raw: string | undefined) => boolean, number]> = [
  ['firstName', required(personName), C.BANK_FIRST_NAME_INVALID],
  ['lastName', required(personName), C.BANK_LAST_NAME_INVALID],
  ['bankName', required(bankName), C.BANK_NAME_INVALID],
  ['accountNumber', required(accountNumber), C.BANK_ACCOUNT_INVALID],
  ['locality', optional(placeName), C.BANK_LOCALITY_INVALID],
  ['town', optional(placeName), C.BANK_TOWN_INVALID],
  ['city', required(placeName), C.BANK_CITY_INVALID],
  ['postalCode', required(postalCode), C.BANK_POSTAL_CODE_INVALID],
  ['ifscCode', optional(ifscCode), C.BANK_IFSC_INVALID],
  ['branchName', optional(bankName), C.BANK_BRANCH_INVALID],
];

/**
 * The bank account; `realName` (verified, else null) must be its holder (docs/product.md §6), checked
 * once both names are readable: an account in another name could never receive a withdrawal.
 */
export function checkBankFields(fields: BankAccountFields, realName: string | null = null): FieldProblem<BankAccountFields> | null {
  for (const [field, ok, code] of BANK_RULES) {
    if (!ok(fields[field])) return { field, code };
    if (field === 'lastName' && realName !== null && !namesMatch(realName, fields.firstName, fields.lastName))
      return { field: 'firstName', code: C.WITHDRAWAL_NAME_MISMATCH };
  }
  return null;
}

/** The beneficiary; `realName` (verified, else null) must be the beneficiary's name. */
export function checkBeneficiaryFields(fields: BeneficiaryFields, realName: string | null): FieldProblem<BeneficiaryFields> | null {
  const name = fullName(fields.name);
  if (name === null) return { field: 'name', code: C.BENEFICIARY_NAME_INVALID };
  if (realName !== null && !fullNamesMatch(realName, name)) return { field: 'name', code: C.BENEFICIARY_NAME_MISMATCH };
  if (phoneNumber(fields.phone) === null) return { field: 'phone', code: C.BENEFICIARY_PHONE_INVALID };
  if (postalAddress(fields.address) === null) return { field: 'address', code: C.BENEFICIARY_ADDRESS_INVALID };
  if (!optional(emailAddress)(fields.email)) return { field: 'email', code: C.BENEFICIARY_EMAIL_INVALID };
  return null;
}
