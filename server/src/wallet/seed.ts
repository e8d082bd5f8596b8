// Demo data of the wallet domain: written only where missing, so restarts never duplicate it.
//   - the fund catalogue (fund-catalogue.ts);
//   - the demo user (demo@example.com): real name passed ("Alex Morgan"), a bank account and a
//     USDT address in that name, withdrawal password 123456, and money that arrived the way real
//     money does: an approved 60000.00 recharge into the coin wallet, then 50000.00 transferred
//     to the stock account (coin 10000.00, stock 50000.00). Balances are never written directly.
import { RealNameStatus } from '@app/shared/contracts';
import { hashPassword } from '../auth/passwords';
import type { DomainContext } from '../domain-context';
import { FUND_CATALOGUE } from './fund-catalogue';
import { approveDeposit } from './review';
import { saveWithdrawPassword, withdrawPasswordHash } from './secrets';
import { transferBetweenWallets } from './transfers';

export const DEMO_WALLET = {
  account: 'demo@example.com',
  realName: { first: 'Alex', last: 'Morgan', idNumber: 'P12345678' },
  withdrawPassword: '123456',
  usdtAddress: 'TYTC8HFdLdh7nuiM9ryamAhB59Vk2phiNt',
  depositMinor: 60_000_00,
  toStockMinor: 50_000_00,
} as const;

export async function seedFunds(ctx: Pick<DomainContext, 'db'>): Promise<void> {
  const existing = await ctx.db.selectFrom('funds').select('id').limit(1).executeTakeFirst();
  if (!existing) await ctx.db.insertInto('funds').values(FUND_CATALOGUE).execute();
}

export async function seedWallet(ctx: DomainContext): Promise<void> {
  const { db } = ctx;
  await seedFunds(ctx);
  const demo = await ctx.users.findByAccount(DEMO_WALLET.account);
  if (!demo) return;
  const now = ctx.now();
  const userId = demo.id;
  const { first, last, idNumber } = DEMO_WALLET.realName;

  const application = await db.selectFrom('real_name_applications').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!application) {
    // Verified by the back office when the account was opened, hence no images.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('real_name_applications')
        .values({
          user_id: userId,
          name: `${first} ${last}`,
          id_number: idNumber,
          front_upload_id: '',
          reverse_upload_id: '',
          status: RealNameStatus.PASSED,
          reject_reason: '',
          created_at: now,
          reviewed_at: now,
        })
        .execute();
      await trx.updateTable('users').set({ real_name_status: RealNameStatus.PASSED }).where('id', '=', userId).execute();
    });
  }

  await db
    .insertInto('bank_accounts')
    .values({
      user_id: userId,
      first_name: first,
      last_name: last,
      bank_name: 'Chase Bank',
      account_number: '021000021987654',
      locality: 'Manhattan',
      town: '',
      city: 'New York',
      postal_code: '10001',
      ifsc_code: '',
      branch_name: 'Fifth Avenue',
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('digital_addresses')
    .values({ user_id: userId, network: 'TRC20', address: DEMO_WALLET.usdtAddress, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  if ((await withdrawPasswordHash(db, userId)) === undefined) {
    await saveWithdrawPassword(db, userId, await hashPassword(DEMO_WALLET.withdrawPassword), now);
  }

  const recharge = await db.selectFrom('recharges').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!recharge) {
    const row = await db
      .insertInto('recharges')
      .values({
        user_id: userId,
        method: 'bank',
        channel_id: 'bank-usd',
        amount_minor: DEMO_WALLET.depositMinor,
        tx_hash: null,
        voucher_upload_id: null,
        status: 0,
        reject_reason: '',
        created_at: now,
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await approveDeposit(db, row.id, now);
    await transferBetweenWallets(db, userId, 'coin', DEMO_WALLET.toStockMinor, now, async () => undefined);
  }
}
