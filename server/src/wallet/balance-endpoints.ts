// user/userWallet, user/transferWallet, user/reflushWalletMsg (docs/product.md §2, pages/mine/transfer and detail).
import type { FundingRecord, WalletEndpoints } from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import type { HandlersOf } from '../http/endpoint';
import { oneOf, optional, numberText } from '../http/form-fields';
import { readPositiveAmount } from './amounts';
import { userWallet } from './balances';
import { withBalanceCheck, type WalletDeps } from './deps';
import { pageWindow, paging } from './fields';
import { ledgerKindLabel } from './labels';
import { transferBetweenWallets } from './transfers';
import { answerInTransaction, requestIdField } from '../guards/idempotency';

type Paths = 'user/userWallet' | 'user/transferWallet' | 'user/reflushWalletMsg';

const WALLETS = ['stock', 'coin'] as const;

export function balanceEndpoints(deps: WalletDeps): HandlersOf<Pick<WalletEndpoints, Paths>> {
  const { db, config } = deps;
  return {
    'user/userWallet': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        return userWallet(db, config.wallet, session.userId, deps.now());
      },
    },

    'user/transferWallet': {
      auth: true,
      fields: { from: oneOf(WALLETS), amount: numberText, requestId: requestIdField },
      async handle({ from, amount }, { session }) {
        const now = deps.now();
        const minor = readPositiveAmount(amount);
        // The balances after the move, read and recorded (a replay's answer) in its transaction.
        const wallet = await withBalanceCheck(() =>
          transferBetweenWallets(db, session.userId, from, minor, now, async (trx) =>
            answerInTransaction(trx, await userWallet(trx, config.wallet, session.userId, now)),
          ),
        );
        deps.sockets.pushEvent(session.userId, 'balance');
        return wallet;
      },
    },

    'user/reflushWalletMsg': {
      auth: true,
      fields: { ...paging, wallet: optional(oneOf(WALLETS)) },
      async handle({ page, pageSize, wallet }, { session, lang }) {
        const { limit, offset } = pageWindow(page, pageSize);
        let query = db.selectFrom('ledger').where('user_id', '=', session.userId);
        if (wallet) query = query.where('account', '=', wallet);
        const [rows, count] = await Promise.all([
          query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        const list: FundingRecord[] = rows.map((r) => ({
          id: r.id,
          wallet: r.account,
          kind: r.kind,
          label: ledgerKindLabel(r.kind, lang),
          amount: formatMoney(Number(r.available_delta_minor)),
          frozenAmount: formatMoney(Number(r.frozen_delta_minor)),
          balanceAfter: formatMoney(Number(r.available_after_minor)),
          frozenAfter: formatMoney(Number(r.frozen_after_minor)),
          time: Number(r.created_at),
        }));
        return { list, total: Number(count.n) };
      },
    },
  };
}
