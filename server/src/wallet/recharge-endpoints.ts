// Recharge (docs/product.md §2, pages/mine/recharge, rechargelist): the platform's channels, bank and USDT
// recharges, the user's list. A recharge stays pending until review approves it (the coin wallet
// is credited through the ledger then) or rejects it.
import { RECHARGE_LIMITS } from '@app/shared/constants';
import { PaymentStatus, WALLET_RET_CODES as C, type Recharge, type WalletEndpoints } from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import type { Selectable } from 'kysely';
import { isOwnUpload } from '../account/uploads';
import { isUniqueViolation } from '../db/unique-violation';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { oneOf, optional, numberText } from '../http/form-fields';
import { asContentLanguage, contentOf, type ContentLanguage, type Language } from '../i18n/language';
import { readRechargeAmount } from './amounts';
import { bankChannels, channelName, digitalChannels, isBankChannel, isDigitalChannel } from './channels';
import type { WalletDeps } from './deps';
import { pageWindow, paging, textInput } from './fields';
import { paymentStatusText } from './labels';
import { lockUserFunds, type Db } from './ledger';
import { orderNo } from './order-no';
import type { RechargesTable } from './schema';
import { answerInTransaction, requestIdField } from '../guards/idempotency';

type Paths = 'pay/channelDigital' | 'pay/payChannel' | 'pay/pay' | 'pay/payDigital' | 'pay/myPay';

/** A TRON transaction id: 64 hex characters (a 0x prefix is tolerated and dropped). */
const TX_HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;

function toRecharge(row: Selectable<RechargesTable>, lang: Language, content: ContentLanguage = asContentLanguage(lang)): Recharge {
  const createdAt = Number(row.created_at);
  return {
    id: row.id,
    orderNo: orderNo('R', row.id, createdAt),
    method: row.method,
    channelName: channelName(row.method, row.channel_id, content),
    amount: formatMoney(Number(row.amount_minor)),
    status: row.status as Recharge['status'],
    statusText: paymentStatusText(row.status, lang),
    hash: row.tx_hash ?? '',
    rejectReason: row.reject_reason,
    createdAt,
    reviewedAt: row.reviewed_at == null ? null : Number(row.reviewed_at),
  };
}

async function refuseTooManyPending(db: Db, userId: number): Promise<void> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', PaymentStatus.PENDING)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= RECHARGE_LIMITS.maxPending) throw new ApiFailure(C.RECHARGE_TOO_MANY_PENDING);
}

export function rechargeEndpoints(deps: WalletDeps): HandlersOf<Pick<WalletEndpoints, Paths>> {
  const { db, config } = deps;

  /**
   * The recharge request, in one transaction under the customer's funds lock with the pending
   * count it must stay within (and the call's key and answer: guards/idempotency.ts).
   */
  async function insert(
    values: Omit<Selectable<RechargesTable>, 'id' | 'status' | 'reject_reason' | 'reviewed_at'>,
    lang: Language,
    now: number,
  ): Promise<Recharge> {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockUserFunds(trx, values.user_id, now);
        await refuseTooManyPending(trx, values.user_id);
        const row = await trx
          .insertInto('recharges')
          .values({ ...values, status: PaymentStatus.PENDING, reject_reason: '', reviewed_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        return answerInTransaction(trx, toRecharge(row, lang));
      });
    } catch (err) {
      // Two submissions of one hash at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw new ApiFailure(C.TRANSFER_HASH_USED);
      throw err;
    }
  }

  return {
    'pay/channelDigital': {
      auth: true,
      fields: {},
      async handle(_request, context) {
        return digitalChannels(config.wallet, contentOf(context));
      },
    },

    'pay/payChannel': {
      auth: true,
      fields: {},
      async handle(_request, context) {
        return bankChannels(contentOf(context));
      },
    },

    'pay/pay': {
      auth: true,
      fields: { channelId: textInput(32), amount: numberText, voucher: textInput(64), requestId: requestIdField },
      async handle({ channelId, amount, voucher }, { session, lang }) {
        const now = deps.now();
        if (!isBankChannel(channelId)) throw new ApiFailure(C.RECHARGE_CHANNEL_NOT_FOUND);
        const minor = readRechargeAmount(amount);
        const voucherId = voucher?.trim() ?? '';
        if (voucherId !== '' && !(await isOwnUpload(db, session.userId, voucherId))) throw new ApiFailure(C.RECHARGE_VOUCHER_NOT_FOUND);
        await refuseTooManyPending(db, session.userId);
        return insert(
          {
            user_id: session.userId,
            method: 'bank',
            channel_id: channelId,
            amount_minor: minor,
            tx_hash: null,
            voucher_upload_id: voucherId || null,
            created_at: now,
          },
          lang,
          now,
        );
      },
    },

    'pay/payDigital': {
      auth: true,
      fields: { channelId: textInput(32), amount: numberText, hash: textInput(128), requestId: requestIdField },
      async handle({ channelId, amount, hash }, { session, lang }) {
        const now = deps.now();
        if (!isDigitalChannel(channelId)) throw new ApiFailure(C.RECHARGE_CHANNEL_NOT_FOUND);
        const minor = readRechargeAmount(amount);
        const text = hash.trim();
        if (text === '') throw new ApiFailure(C.TRANSFER_HASH_REQUIRED);
        const match = TX_HASH.exec(text);
        if (!match) throw new ApiFailure(C.TRANSFER_HASH_INVALID);
        const txHash = match[1].toLowerCase();
        // Once per hash, whoever submitted it and whatever became of it.
        if (await db.selectFrom('recharges').select('id').where('tx_hash', '=', txHash).executeTakeFirst())
          throw new ApiFailure(C.TRANSFER_HASH_USED);
        await refuseTooManyPending(db, session.userId);
        return insert(
          {
            user_id: session.userId,
            method: 'usdt',
            channel_id: channelId,
            amount_minor: minor,
            tx_hash: txHash,
            voucher_upload_id: null,
            created_at: now,
          },
          lang,
          now,
        );
      },
    },

    'pay/myPay': {
      auth: true,
      fields: { ...paging, status: optional((raw) => Number(oneOf(['0', '1', '2'] as const)(raw)) as 0 | 1 | 2) },
      async handle({ page, pageSize, status }, context) {
        const { session, lang } = context;
        const { limit, offset } = pageWindow(page, pageSize);
        let query = db.selectFrom('recharges').where('user_id', '=', session.userId);
        if (status !== undefined) query = query.where('status', '=', status);
        const [rows, count] = await Promise.all([
          query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { list: rows.map((r) => toRecharge(r, lang, contentOf(context))), total: Number(count.n) };
      },
    },
  };
}
