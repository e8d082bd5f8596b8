// The wallet's forms say what the provider says: every message the wallet namespace carries for a
// retCode (mfe-wallet/src/locales) is, in English and simplified Chinese, the provider's own
// sentence (server/src/wallet/messages.ts and the core catalogue), figures included. The form's
// rules (@app/shared/domain/wallet) answer the same codes as the handlers, tested there and here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FUND_INVESTMENT, RECHARGE_LIMITS, WITHDRAWAL_HOURS, WITHDRAWAL_LIMITS, WITHDRAW_PASSWORD_DIGITS } from '@app/shared/constants';
import { RetCode, WALLET_RET_CODES } from '@app/shared/contracts';
import { checkBankFields, checkTrc20Address, checkWithdrawalAmount, withdrawalTax } from '@app/shared/domain/wallet';
import { messageOf } from '../src/i18n/messages';
import { LEDGER_KIND_LABELS } from '../src/wallet/labels';
import { accountNumber, ifscCode, postalCode } from '../src/wallet/payout-rules';
import { isTrc20Address } from '../src/wallet/trc20';
import { readWithdrawalAmount, taxOf } from '../src/wallet/withdrawal-endpoints';

const FIGURES: Record<string, string | number> = {
  rechargeMin: RECHARGE_LIMITS.min,
  rechargeMax: RECHARGE_LIMITS.max,
  maxPending: RECHARGE_LIMITS.maxPending,
  withdrawMin: WITHDRAWAL_LIMITS.min,
  withdrawMax: WITHDRAWAL_LIMITS.max,
  cap: WITHDRAWAL_LIMITS.dailyCapWithoutFund,
  digits: WITHDRAW_PASSWORD_DIGITS,
  hours: `${WITHDRAWAL_HOURS.open}–${WITHDRAWAL_HOURS.close}`,
  fundMin: FUND_INVESTMENT.min,
  fundMax: FUND_INVESTMENT.max,
  step: FUND_INVESTMENT.step,
};

function errorsOf(lang: string): Record<string, string> {
  const file = path.resolve(__dirname, '../../mfe-wallet/src/locales', `${lang}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { error: Record<string, string> }).error;
}
const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(FIGURES[k]));

describe("wallet form messages are the provider's", () => {
  const en = errorsOf('en');
  const zh = errorsOf('zh-Hans');
  const codes = Object.keys(en)
    .filter((k) => /^\d+$/.test(k))
    .map(Number);

  it('covers every wallet retCode', () => {
    for (const code of Object.values(WALLET_RET_CODES)) expect([code, codes.includes(code)]).toEqual([code, true]);
    expect(codes).toEqual(expect.arrayContaining([RetCode.PASSWORDS_INCONSISTENT, RetCode.DO_NOT_SUBMIT_CONTINUOUSLY]));
  });

  it.each(codes)('%i reads the same in English and Chinese', (code) => {
    expect(fill(en[code])).toBe(messageOf(code as never, 'en'));
    expect(fill(zh[code])).toBe(messageOf(code as never, 'zh'));
  });
});

describe('funding details name every ledger kind as the provider does', () => {
  const read = (lang: string) =>
    (
      JSON.parse(readFileSync(path.resolve(__dirname, '../../mfe-wallet/src/locales', `${lang}.json`), 'utf8')) as {
        kind: Record<string, string>;
      }
    ).kind;
  it.each(Object.keys(LEDGER_KIND_LABELS))('%s', (kind) => {
    expect(read('en')[kind]).toBe(LEDGER_KIND_LABELS[kind].en);
    expect(read('zh-Hans')[kind]).toBe(LEDGER_KIND_LABELS[kind].zh);
  });
});

describe('wallet form rules agree with the handlers', () => {
  it.each(['', ' ', 'abc', '1e3', '99', '100', '100.00', '100.5', '0100', '500000', '500001', '99999999999999999999', '-5'])(
    'withdrawal amount %p',
    (text) => {
      let server: number | string;
      try {
        server = readWithdrawalAmount(text);
      } catch (err) {
        server = `code ${(err as { retCode: number }).retCode}`;
      }
      const form = checkWithdrawalAmount(text);
      expect(form.ok ? form.minor : `code ${form.code}`).toEqual(server);
    },
  );

  it('tax in both modes', () => {
    for (const minor of [100_00, 123_45, 500_000_00]) {
      const c = withdrawalTax(minor, 'customer');
      const p = withdrawalTax(minor, 'platform');
      expect([c.taxMinor, p.platformTaxMinor]).toEqual([
        taxOf(minor, { taxMode: 'customer' } as never).tax,
        taxOf(minor, { taxMode: 'platform' } as never).platformTax,
      ]);
    }
  });

  it('TRC20 addresses and bank fields', () => {
    for (const a of ['TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp', 'TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kq', 'T123', '']) {
      expect(checkTrc20Address(a) === null).toBe(isTrc20Address(a));
    }
    const good = {
      firstName: 'Jane',
      lastName: 'Doe',
      bankName: 'First Harbor',
      accountNumber: 'GB82WEST12345698765432',
      city: 'London',
      postalCode: 'SW1A 1AA',
    };
    for (const [field, value, reader] of [
      ['accountNumber', '12345', accountNumber],
      ['ifscCode', 'SBIN0001234', ifscCode],
      ['postalCode', '1', postalCode],
    ] as const) {
      expect(checkBankFields({ ...good, [field]: value }) === null).toBe(reader(value) !== null);
    }
  });
});
