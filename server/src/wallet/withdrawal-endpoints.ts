// pay/withdraw and pay/withdrawList (docs/product.md §5, §6, §9, pages/mine/withdrawal and cashlist).
// On submit the amount moves from available to frozen in the coin wallet; review pays it out
// (frozen decreases) or returns it (frozen → available). See review.ts.
import { WITHDRAWAL_LIMITS } from '@app/shared/constants';
import { PaymentStatus, WALLET_RET_CODES as C, type WalletEndpoints, type Withdrawal } from '@app/shared/contracts';
import { divideRounded, formatMoney, usdtToMinor } from '@app/shared/format';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../db/unique-violation';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { oneOf, numberText } from '../http/form-fields';
import type { Language } from '../i18n/language';
import { hasPendingWithdrawal, hasWealthProduct, withdrawalsOpen, withdrawnOnDay } from './balances';
import { insufficient, type WalletDeps } from './deps';
import { pageWindow, paging, textInput } from './fields';
import { paymentStatusText } from './labels';
import { applyBalanceChange, InsufficientBalanceError, lockUserFunds, type Db } from './ledger';
import { marketDay } from './market-hours';
import { orderNo } from './order-no';
import { fullNamesMatch, maskAccount, namesMatch } from './payout-rules';
import { verifiedRealName } from './real-name';
import type { WithdrawalsTable } from './schema';
import { checkWithdrawPassword } from './secrets';
import type { WalletSettings } from './settings';
import { answerInTransaction, requestIdField } from '../guards/idempotency';
import { readWithdrawalAmount } from './amounts';

export { readWithdrawalAmount };

type Paths = 'pay/withdraw' | 'pay/withdrawList';

/** docs/product.md §9's 5 %: deducted from the payout in 'customer' mode, borne by the platform in 'platform' mode. */
export function taxOf(amountMinor: number, settings: WalletSettings): { tax: number; platformTax: number } {
  const tax = divideRounded(amountMinor * WITHDRAWAL_LIMITS.taxRatePercent, 100, 'half-up');
  return settings.taxMode === 'customer' ? { tax, platformTax: 0 } : { tax: 0, platformTax: tax };
}

function toWithdrawal(row: Selectable<WithdrawalsTable>, lang: Language): Withdrawal {
  const createdAt = Number(row.created_at);
  const amount = Number(row.amount_minor);
  const tax = Number(row.tax_minor);
  return {
    id: row.id,
    orderNo: orderNo('W', row.id, createdAt),
    method: row.method,
    amount: formatMoney(amount),
    tax: formatMoney(tax),
    receivable: formatMoney(amount - tax),
    destination: row.destination_label,
    status: row.status as Withdrawal['status'],
    statusText: paymentStatusText(row.status, lang),
    rejectReason: row.reject_reason,
    createdAt,
    reviewedAt: row.reviewed_at == null ? null : Number(row.reviewed_at),
  };
}

/** docs/product.md §5 "cannot submit repeatedly during approval", then docs/product.md §6's cap for users without a fund. */
async function checkQueueAndCap(db: Db, userId: number, minor: number, day: string): Promise<void> {
  if (await hasPendingWithdrawal(db, userId)) throw new ApiFailure(C.WALLET_REVIEW_PENDING);
  if (await hasWealthProduct(db, userId)) return;
  const used = await withdrawnOnDay(db, userId, day);
  if (used + minor > usdtToMinor(WITHDRAWAL_LIMITS.dailyCapWithoutFund)) throw new ApiFailure(C.WITHDRAWAL_CAP_EXCEEDED);
}

export function withdrawalEndpoints(deps: WalletDeps): HandlersOf<Pick<WalletEndpoints, Paths>> {
  const { db, config } = deps;

  /** Where the money goes, checked against the verified real name; a snapshot is kept on the withdrawal. */
  async function destinationOf(userId: number, method: 'bank' | 'usdt'): Promise<{ label: string; snapshot: object }> {
    const [bank, digital, beneficiary, realName] = await Promise.all([
      db.selectFrom('bank_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('digital_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('beneficiaries').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      verifiedRealName(db, userId),
    ]);
    if (method === 'bank' && !bank) throw new ApiFailure(C.WITHDRAWAL_BANK_REQUIRED);
    if (method === 'usdt' && !digital) throw new ApiFailure(C.WALLET_ADDRESS_REQUIRED);
    if (realName === null) throw new ApiFailure(C.REAL_NAME_REQUIRED);
    if (method === 'bank' && bank && !namesMatch(realName, bank.first_name, bank.last_name))
      throw new ApiFailure(C.WITHDRAWAL_NAME_MISMATCH);
    if (beneficiary && !fullNamesMatch(realName, beneficiary.name)) throw new ApiFailure(C.WITHDRAWAL_NAME_MISMATCH);
    const payee = beneficiary
      ? { name: beneficiary.name, phone: beneficiary.phone, address: beneficiary.address, email: beneficiary.email }
      : { name: realName };
    if (method === 'bank' && bank) {
      const { user_id: _u, updated_at: _t, ...details } = bank;
      return { label: `${bank.bank_name.slice(0, 40)} ${maskAccount(bank.account_number)}`, snapshot: { bank: details, payee } };
    }
    return { label: digital!.address, snapshot: { usdt: { network: 'TRC20', address: digital!.address }, payee } };
  }

  return {
    'pay/withdraw': {
      auth: true,
      fields: {
        method: oneOf(['bank', 'usdt'] as const),
        amount: numberText,
        withdrawPassword: textInput(32),
        requestId: requestIdField,
      },
      async handle({ method, amount, withdrawPassword }, { session, lang }) {
        const now = deps.now();
        const userId = session.userId;
        const minor = readWithdrawalAmount(amount);
        if (!withdrawalsOpen(config.wallet, now)) throw new ApiFailure(C.WITHDRAWAL_MARKET_CLOSED);
        const destination = await destinationOf(userId, method);
        const day = marketDay(now);
        // Answered before the (slow) password check; checked again, authoritatively, in the transaction.
        await checkQueueAndCap(db, userId, minor, day);
        await checkWithdrawPassword(deps, userId, withdrawPassword, now);
        const { tax, platformTax } = taxOf(minor, config.wallet);

        let withdrawal: Withdrawal;
        try {
          withdrawal = await db.transaction().execute(async (trx) => {
            // The rule checks and the freeze are one serialised step per user.
            await lockUserFunds(trx, userId, now);
            await checkQueueAndCap(trx, userId, minor, day);
            const inserted = await trx
              .insertInto('withdrawals')
              .values({
                user_id: userId,
                method,
                amount_minor: minor,
                tax_minor: tax,
                platform_tax_minor: platformTax,
                tax_mode: config.wallet.taxMode,
                destination: JSON.stringify(destination.snapshot),
                destination_label: destination.label,
                local_day: day,
                status: PaymentStatus.PENDING,
                reject_reason: '',
                created_at: now,
                reviewed_at: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await applyBalanceChange(
              trx,
              {
                userId,
                account: 'coin',
                availableDelta: -minor,
                frozenDelta: minor,
                kind: 'withdrawal_freeze',
                ref: { type: 'withdrawal', id: inserted.id },
              },
              now,
            );
            return answerInTransaction(trx, toWithdrawal(inserted, lang));
          });
        } catch (err) {
          // The partial unique index (one pending per user) settles a race the check above lost.
          if (isUniqueViolation(err)) throw new ApiFailure(C.WALLET_REVIEW_PENDING);
          if (err instanceof InsufficientBalanceError) throw insufficient(err.account);
          throw err;
        }
        deps.sockets.pushEvent(userId, 'balance');
        return withdrawal;
      },
    },

    'pay/withdrawList': {
      auth: true,
      fields: paging,
      async handle({ page, pageSize }, { session, lang }) {
        const { limit, offset } = pageWindow(page, pageSize);
        const query = db.selectFrom('withdrawals').where('user_id', '=', session.userId);
        const [rows, count] = await Promise.all([
          query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { list: rows.map((r) => toWithdrawal(r, lang)), total: Number(count.n) };
      },
    },
  };
}
