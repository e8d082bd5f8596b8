import { LOGIN_PASSWORD_RULE } from '../../constants/account';

/** 6–20 characters (code points) with at least one ASCII letter and one digit, as the provider checks. */
export function isAcceptableLoginPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= LOGIN_PASSWORD_RULE.minLength && length <= LOGIN_PASSWORD_RULE.maxLength && /[A-Za-z]/.test(password) && /\d/.test(password)
  );
}
