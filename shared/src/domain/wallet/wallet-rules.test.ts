import { WALLET_RET_CODES as C } from '../../contracts/wallet';
import {
  checkBankFields,
  checkFundAmount,
  checkRechargeAmount,
  checkTransferAmount,
  checkTransferHash,
  checkTrc20Address,
  checkWithdrawalAmount,
  isTrc20Address,
  isWithdrawalHours,
  nextWithdrawalOpen,
  sha256,
  withdrawalTax,
} from './index';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

describe('wallet form rules', () => {
  it('sha256 gives the FIPS answers', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('a'.repeat(200))))).toBe('c2a908d98f5df987ade41b5fce213067efbcc21ef2240212a41e54b5e7c28ae5');
  });

  it('TRC20 addresses: checksum checked, docs/product.md §5 message when wrong', () => {
    expect(isTrc20Address('TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp')).toBe(true);
    expect(checkTrc20Address('TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kq')).toBe(C.TRC20_ADDRESS_INCORRECT);
    expect(checkTrc20Address('  ')).toBe(C.WALLET_ADDRESS_REQUIRED);
    expect(checkTrc20Address('TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp')).toBeNull();
  });

  it('withdrawal amount: integer, bounds, exact', () => {
    expect(checkWithdrawalAmount('')).toEqual({ ok: false, code: C.WALLET_AMOUNT_REQUIRED });
    expect(checkWithdrawalAmount('1e3')).toEqual({ ok: false, code: C.WALLET_AMOUNT_INVALID });
    expect(checkWithdrawalAmount('100.5')).toEqual({ ok: false, code: C.WITHDRAWAL_NOT_INTEGER });
    expect(checkWithdrawalAmount('99')).toEqual({ ok: false, code: C.WITHDRAWAL_TOO_SMALL });
    expect(checkWithdrawalAmount('500001')).toEqual({ ok: false, code: C.WITHDRAWAL_TOO_LARGE });
    expect(checkWithdrawalAmount('500000.00')).toEqual({ ok: true, minor: 50_000_000 });
  });

  it('tax in both readings of docs/product.md §9', () => {
    expect(withdrawalTax(1_000_01, 'customer')).toEqual({ taxMinor: 5000, receivableMinor: 95001, platformTaxMinor: 0 });
    expect(withdrawalTax(1_000_00, 'platform')).toEqual({ taxMinor: 0, receivableMinor: 100000, platformTaxMinor: 5000 });
  });

  it('recharge, transfer, hash and fund amounts', () => {
    expect(checkRechargeAmount('49.99')).toEqual({ ok: false, code: C.RECHARGE_AMOUNT_TOO_SMALL });
    expect(checkRechargeAmount('50.001')).toEqual({ ok: false, code: C.WALLET_AMOUNT_INVALID });
    expect(checkRechargeAmount('0.1e3')).toEqual({ ok: false, code: C.WALLET_AMOUNT_INVALID });
    expect(checkTransferAmount('10.01', 1000, 'coin')).toEqual({ ok: false, code: C.WALLET_INSUFFICIENT_COIN_BALANCE });
    expect(checkTransferAmount('10.00', 1000, 'stock')).toEqual({ ok: true, minor: 1000 });
    expect(checkTransferHash('0x' + 'a'.repeat(64))).toBeNull();
    expect(checkTransferHash('abc')).toBe(C.TRANSFER_HASH_INVALID);
    expect(checkFundAmount('1050')).toEqual({ ok: false, code: C.FUND_AMOUNT_STEP });
    expect(checkFundAmount('900')).toEqual({ ok: false, code: C.FUND_AMOUNT_RANGE });
  });

  it('bank fields in the provider order', () => {
    const good = {
      firstName: 'Alex',
      lastName: 'Morgan',
      bankName: 'Chase Bank',
      accountNumber: 'GB82 WEST 1234 5698 7654 32',
      city: 'London',
      postalCode: 'SW1A 1AA',
    };
    expect(checkBankFields(good)).toBeNull();
    expect(checkBankFields({ ...good, accountNumber: 'GB00WEST12345698765432' })).toEqual({
      field: 'accountNumber',
      code: C.BANK_ACCOUNT_INVALID,
    });
    expect(checkBankFields({ ...good, ifscCode: 'XX' })).toEqual({ field: 'ifscCode', code: C.BANK_IFSC_INVALID });
    // Once verified, the holder is that person (after both names read, before the rest).
    const wrong = { ...good, firstName: 'Wrong', lastName: 'Person', accountNumber: '' };
    expect(checkBankFields(wrong, 'Alex Morgan')).toEqual({ field: 'firstName', code: C.WITHDRAWAL_NAME_MISMATCH });
    expect(checkBankFields(wrong)).toEqual({ field: 'accountNumber', code: C.BANK_ACCOUNT_INVALID });
    expect(checkBankFields({ ...good, firstName: 'MORGAN', lastName: 'alex' }, 'Alex Morgan')).toBeNull();
  });

  it('market hours: the next open in New York time', () => {
    // Tue 2026-11-24 21:00 New York (EST) = Wed 02:00 UTC: closed; opens Wed 09:30 EST = 14:30 UTC.
    const evening = Date.UTC(2026, 10, 25, 2, 0);
    expect(isWithdrawalHours(evening)).toBe(false);
    expect(new Date(nextWithdrawalOpen(evening)).toISOString()).toBe('2026-11-25T14:30:00.000Z');
    // Saturday → Monday; summer time (EDT) opens at 13:30 UTC.
    expect(new Date(nextWithdrawalOpen(Date.UTC(2026, 6, 4, 12))).toISOString()).toBe('2026-07-06T13:30:00.000Z');
    const open = Date.UTC(2026, 10, 25, 15, 0);
    expect(nextWithdrawalOpen(open)).toBe(open);
  });
});
