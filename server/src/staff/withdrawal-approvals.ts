// The two approvals of a withdrawal above STAFF_SECOND_APPROVAL_ABOVE, wherever they come from:
// a staff reviewer (review/decide) or the command line (npm run backoffice), which counts as one
// approver of its own ("command line", staff_id null). The first approval is recorded and moves no
// money; a second by a different approver goes on to pay the withdrawal out; the same approver
// again is refused. So a large withdrawal approved on the command line still needs a staff
// reviewer, and one a reviewer approved can be completed on the command line — never by the
// command line alone, nor by one reviewer alone.
import type { Kysely, Transaction } from 'kysely';
import { PaymentStatus } from '@app/shared/contracts';
import type { Database } from '../db/schema';
import { NotPendingError } from '../wallet/review';

/** recorded: this was the first approval (nothing paid); same: the first came from this approver; second: go on and pay. */
export type ApprovalStep = 'recorded' | 'same' | 'second';

export interface ApprovalOutcome {
  step: ApprovalStep;
  /** Who gave the first approval (a login, or 'command line'); null when this call recorded it. */
  firstBy: string | null;
}

export const COMMAND_LINE = 'command line';

/**
 * One approval of a large withdrawal by `staffId` (null: the command line). The first is inserted
 * (its audit row written by `onRecorded` in the same transaction); of two first approvals at the
 * same moment the primary key keeps one, and the other becomes the second. Throws NotPendingError
 * when the withdrawal is no longer pending.
 */
export async function approveLargeWithdrawal(
  db: Kysely<Database>,
  withdrawalId: number,
  staffId: number | null,
  now: number,
  onRecorded: (trx: Transaction<Database>) => Promise<void>,
): Promise<ApprovalOutcome> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('id', '=', withdrawalId)
      .where('status', '=', PaymentStatus.PENDING)
      .executeTakeFirst();
    if (!pending) throw new NotPendingError('withdrawals', withdrawalId);
    const inserted = await trx
      .insertInto('staff_withdrawal_approvals')
      .values({ withdrawal_id: withdrawalId, staff_id: staffId, at: now })
      .onConflict((oc) => oc.column('withdrawal_id').doNothing())
      .returning('withdrawal_id')
      .executeTakeFirst();
    if (inserted) {
      await onRecorded(trx);
      return { step: 'recorded', firstBy: null };
    }
    const existing = await trx
      .selectFrom('staff_withdrawal_approvals as a')
      .leftJoin('staff_members as s', 's.id', 'a.staff_id')
      .select(['a.staff_id', 's.login'])
      .where('a.withdrawal_id', '=', withdrawalId)
      .executeTakeFirstOrThrow();
    return { step: existing.staff_id === staffId ? 'same' : 'second', firstBy: existing.login ?? COMMAND_LINE };
  });
}
