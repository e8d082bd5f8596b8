// Real-name state as other wallet rules need it (withdrawals, beneficiary).
import { RealNameStatus } from '@app/shared/contracts';
import type { Db } from './ledger';

/** The verified real name, or null while the user has not passed real-name authentication. */
export async function verifiedRealName(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('real_name_applications')
    .select('name')
    .where('user_id', '=', userId)
    .where('status', '=', RealNameStatus.PASSED)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.name ?? null;
}
