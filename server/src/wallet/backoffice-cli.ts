// The back office's review tool, over the same database the server uses (DATA_DIR, or DATABASE_URL):
//   npm run backoffice -w server -- list deposits|withdrawals|realname
//   npm run backoffice -w server -- approve <kind> <id>
//   npm run backoffice -w server -- reject <kind> <id> [reason…]
//   npm run backoffice -w server -- verify        (wallets the ledger does not explain)
// It writes through the same review functions as the demo reviewer (review.ts), and each decision
// goes into the staff audit as made by the `command line`, in the decision's transaction. It runs
// in its own process, so it cannot push socket events: users' apps show the result at their next refresh.
//
// A withdrawal above STAFF_SECOND_APPROVAL_ABOVE needs two different approvers here as on the staff
// API, and the command line is one of them ("command line"): its approval of such a withdrawal is
// recorded as the first (nothing is paid) and a staff reviewer's completes it, or it completes one
// a reviewer approved first. Twice the command line is refused (staff/withdrawal-approvals.ts).
import type { Kysely } from 'kysely';
import { PaymentStatus } from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { unexplainedWallets } from './ledger';
import { recordAudit } from '../staff/audit';
import { approveLargeWithdrawal, COMMAND_LINE, type ApprovalOutcome } from '../staff/withdrawal-approvals';
import { approve, listPending, NotPendingError, reject, REVIEW_KINDS, type DecisionHook, type ReviewKind } from './review';

export interface BackofficeIo {
  db: Kysely<Database>;
  now: () => number;
  out: (line: string) => void;
  /** STAFF_SECOND_APPROVAL_ABOVE in minor units: a larger withdrawal needs a second, different approver. */
  secondApprovalAboveMinor: number;
}

const USAGE: readonly string[] = [
  'usage:',
  '  list deposits|withdrawals|realname',
  '  approve deposits|withdrawals|realname <id>',
  '  reject deposits|withdrawals|realname <id> [reason]',
  '  verify',
];

function kindOf(text: string | undefined): ReviewKind | undefined {
  return REVIEW_KINDS.find((k) => k === text);
}

function idOf(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** Runs one command; answers the process exit code (0 done, 1 refused, 2 usage). */
export async function runBackoffice(args: readonly string[], io: BackofficeIo): Promise<number> {
  const [command, kindText, idText, ...reasonWords] = args;
  const kind = kindOf(kindText);

  if (command === 'verify') {
    const bad = await unexplainedWallets(io.db);
    if (bad.length === 0) {
      io.out('ok: every wallet balance equals the sum of its ledger rows');
      return 0;
    }
    for (const w of bad) io.out(`unexplained: user ${w.userId} ${w.account}`);
    return 1;
  }

  if (command === 'list' && kind) {
    const items = await listPending(io.db, kind);
    if (items.length === 0) io.out(`no pending ${kind}`);
    for (const item of items) {
      io.out(`#${item.id}  ${new Date(item.createdAt).toISOString()}  user ${item.userId} (${item.account})  ${item.summary}`);
    }
    return 0;
  }

  const id = idOf(idText);
  if ((command === 'approve' || command === 'reject') && kind && id !== undefined) {
    try {
      const now = io.now();
      const reason = reasonWords.join(' ').trim();
      let firstApprovalBy: string | null = null;
      if (command === 'approve' && kind === 'withdrawals') {
        const approval = await largeWithdrawalApproval(io, id, now);
        if (approval === 'recorded') {
          io.out(
            `withdrawals #${id}: first approval recorded (command line); above ${formatMoney(io.secondApprovalAboveMinor)} USDT it is paid once a staff reviewer approves it too`,
          );
          return 0;
        }
        if (approval === 'same') {
          io.out(`withdrawals #${id}: the command line gave the first approval already; the second must come from a staff reviewer`);
          return 1;
        }
        firstApprovalBy = approval?.firstBy ?? null;
      }
      const audit: DecisionHook = (trx, outcome) =>
        recordAudit(
          trx,
          {
            staffId: null,
            staffLogin: COMMAND_LINE,
            action: `${kind === 'realname' ? 'realname' : kind.slice(0, -1)}-${command}`,
            targetType: kind,
            targetId: id,
            before: { status: 'pending', userId: outcome.userId },
            after: {
              status: command === 'approve' ? 'approved' : 'rejected',
              ...(reason ? { reason } : {}),
              ...(firstApprovalBy ? { firstApprovalBy } : {}),
            },
            ip: 'local',
          },
          now,
        );
      if (command === 'approve') await approve(io.db, kind, id, now, audit);
      else await reject(io.db, kind, id, reason, now, audit);
      io.out(`${command === 'approve' ? 'approved' : 'rejected'} ${kind} #${id}`);
      return 0;
    } catch (err) {
      if (err instanceof NotPendingError) {
        io.out(`${kind} #${id} is not pending (unknown id or already decided)`);
        return 1;
      }
      throw err;
    }
  }

  for (const line of USAGE) io.out(line);
  return 2;
}

/**
 * The command line's approval of a withdrawal above the second-approval threshold: 'recorded' (the
 * first, nothing paid), 'same' (the command line was the first already), or the second approval's
 * outcome (go on and pay). Undefined for a withdrawal at or below the threshold (one approval pays).
 */
async function largeWithdrawalApproval(
  io: BackofficeIo,
  id: number,
  now: number,
): Promise<'recorded' | 'same' | ApprovalOutcome | undefined> {
  const withdrawal = await io.db
    .selectFrom('withdrawals')
    .select(['user_id', 'amount_minor', 'destination_label'])
    .where('id', '=', id)
    .where('status', '=', PaymentStatus.PENDING)
    .executeTakeFirst();
  if (!withdrawal) throw new NotPendingError('withdrawals', id);
  if (Number(withdrawal.amount_minor) <= io.secondApprovalAboveMinor) return undefined;
  const outcome = await approveLargeWithdrawal(io.db, id, null, now, (trx) =>
    recordAudit(
      trx,
      {
        staffId: null,
        staffLogin: COMMAND_LINE,
        action: 'withdrawal-first-approval',
        targetType: 'withdrawals',
        targetId: id,
        before: { status: 'pending', userId: withdrawal.user_id, amount: formatMoney(Number(withdrawal.amount_minor)) },
        after: { status: 'pending', firstApprovalBy: COMMAND_LINE },
        ip: 'local',
      },
      now,
    ),
  );
  return outcome.step === 'second' ? outcome : outcome.step;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  try {
    process.exitCode = await runBackoffice(process.argv.slice(2), {
      db,
      now: Date.now,
      out: (line) => console.log(line),
      secondApprovalAboveMinor: config.staff.secondApprovalAboveMinor,
    });
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error('backoffice failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
