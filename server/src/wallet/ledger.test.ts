import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { Users } from '../users/users';
import { applyBalanceChange, balancesOf, InsufficientBalanceError, unexplainedWallets } from './ledger';

let dir: string;
let db: Kysely<Database>;
let userId: number;
const NOW = 1_780_000_000_000;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
  db = await openDatabase(dir);
  const user = await new Users(db).create({
    account: 'ledger@example.com',
    account_type: 'email',
    password_hash: 'x',
    nickname: 'ledger',
    referrer_user_id: null,
    created_at: NOW,
  });
  userId = user.id;
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('ledger', () => {
  it('starts both wallets at zero and records every change with the balance after it', async () => {
    expect(await balancesOf(db, userId, 'stock', NOW)).toEqual({ available: 0, frozen: 0 });
    await db
      .transaction()
      .execute((trx) => applyBalanceChange(trx, { userId, account: 'coin', availableDelta: 100_00, kind: 'deposit' }, NOW));
    const after = await db.transaction().execute((trx) =>
      applyBalanceChange(
        trx,
        {
          userId,
          account: 'coin',
          availableDelta: -30_00,
          frozenDelta: 30_00,
          kind: 'withdrawal_freeze',
          ref: { type: 'withdrawal', id: 7 },
        },
        NOW,
      ),
    );
    expect(after).toEqual({ available: 70_00, frozen: 30_00 });
    const rows = await db.selectFrom('ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    expect(
      rows.map((r) => [
        r.kind,
        Number(r.available_delta_minor),
        Number(r.frozen_delta_minor),
        Number(r.available_after_minor),
        r.ref_type,
        r.ref_id,
      ]),
    ).toEqual([
      ['deposit', 100_00, 0, 100_00, null, null],
      ['withdrawal_freeze', -30_00, 30_00, 70_00, 'withdrawal', '7'],
    ]);
    expect(await unexplainedWallets(db)).toEqual([]);
  });

  it('refuses a change below zero and writes nothing, also inside a larger transaction', async () => {
    const before = await db.selectFrom('ledger').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (trx) => {
        await applyBalanceChange(trx, { userId, account: 'coin', availableDelta: 10_00, kind: 'deposit' }, NOW);
        await applyBalanceChange(trx, { userId, account: 'coin', availableDelta: -1_000_00, kind: 'withdrawal_freeze' }, NOW);
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balancesOf(db, userId, 'coin', NOW)).toEqual({ available: 70_00, frozen: 30_00 });
    const after = await db.selectFrom('ledger').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('never overdraws under concurrent spending', async () => {
    // 70.00 available; 20 concurrent spends of 5.00: exactly 14 succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db
          .transaction()
          .execute((trx) => applyBalanceChange(trx, { userId, account: 'coin', availableDelta: -5_00, kind: 'transfer_out' }, NOW)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(14);
    expect(await balancesOf(db, userId, 'coin', NOW)).toEqual({ available: 0, frozen: 30_00 });
    expect(await unexplainedWallets(db)).toEqual([]);
  });

  it('rejects fractional amounts', async () => {
    await expect(applyBalanceChange(db, { userId, account: 'coin', availableDelta: 0.5, kind: 'deposit' }, NOW)).rejects.toBeInstanceOf(
      RangeError,
    );
  });
});
