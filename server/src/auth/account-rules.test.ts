import { RetCode } from '@app/shared/contracts';
import { ApiFailure } from '../http/envelope';
import { isAcceptablePassword, nicknameOf, readAccountName } from './account-rules';

function codeOf(raw: string): number {
  try {
    readAccountName(raw);
    return RetCode.OK;
  } catch (err) {
    return (err as ApiFailure).retCode;
  }
}

describe('account rules', () => {
  it.each([
    ['13800138000', RetCode.OK],
    ['+8613800138000', RetCode.OK],
    ['123456', RetCode.OK],
    ['12345', RetCode.WRONG_PHONE],
    ['1234567890123456', RetCode.WRONG_PHONE],
    ['++123456', RetCode.WRONG_PHONE],
    ['138 0013 8000', RetCode.WRONG_PHONE],
    ['User.Name+tag@Example.co.uk', RetCode.OK],
    ['a@b.io', RetCode.OK],
    ['a@b', RetCode.WRONG_EMAIL],
    ['@example.com', RetCode.WRONG_EMAIL],
    ['a@@example.com', RetCode.WRONG_EMAIL],
    ['a@example.', RetCode.WRONG_EMAIL],
    [' a@example.com', RetCode.EMAIL_HAS_SPACES],
    ['a@exam\tple.com', RetCode.EMAIL_HAS_SPACES],
  ])('%j → %i', (raw, code) => {
    expect(codeOf(raw)).toBe(code);
  });

  it('stores emails lower-cased', () => {
    expect(readAccountName('Demo@Example.COM')).toEqual({ account: 'demo@example.com', type: 'email' });
  });

  it.each([
    ['abc123', true],
    ['Demo1234', true],
    ['a1!@#$%^&*()_+-=[]{}', true],
    ['abc12', false],
    ['abcdefghij1234567890x', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['密码密码密码1a', true],
  ])('password %j acceptable: %s', (password, ok) => {
    expect(isAcceptablePassword(password)).toBe(ok);
  });

  it('derives a nickname that hides most of a phone number', () => {
    expect(nicknameOf({ account: '+8613800138000', type: 'phone' })).toBe('861****8000');
    expect(nicknameOf({ account: '1234567', type: 'phone' })).toBe('12**67');
    expect(nicknameOf({ account: 'jane.doe@example.com', type: 'email' })).toBe('jane.doe');
  });
});
