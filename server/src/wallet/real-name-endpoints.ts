// user/realname and user/myRealname (docs/product.md §4, §6): not certified → under review → passed or
// rejected. users.real_name_status follows every step, so user/userInfo shows the same state.
import {
  RealNameStatus,
  WALLET_RET_CODES as C,
  type RealNameInfo,
  type RealNameStatusValue,
  type WalletEndpoints,
} from '@app/shared/contracts';
import { isOwnUpload } from '../account/uploads';
import { isUniqueViolation } from '../db/unique-violation';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import type { WalletDeps } from './deps';
import { textInput } from './fields';
import type { Db } from './ledger';
import { fullName, idNumber, maskIdNumber } from './payout-rules';

type Paths = 'user/realname' | 'user/myRealname';

const STATUSES: readonly number[] = Object.values(RealNameStatus);

async function statusOf(db: Db, userId: number): Promise<RealNameStatusValue> {
  const row = await db.selectFrom('users').select('real_name_status').where('id', '=', userId).executeTakeFirst();
  const status = row?.real_name_status ?? RealNameStatus.NOT_CERTIFIED;
  return (STATUSES.includes(status) ? status : RealNameStatus.NOT_CERTIFIED) as RealNameStatusValue;
}

function refuseWhileLocked(status: RealNameStatusValue): void {
  if (status === RealNameStatus.UNDER_REVIEW) throw new ApiFailure(C.WALLET_REVIEW_PENDING);
  if (status === RealNameStatus.PASSED) throw new ApiFailure(C.REAL_NAME_LOCKED);
}

export async function realNameInfo(db: Db, userId: number): Promise<RealNameInfo> {
  const [status, latest] = await Promise.all([
    statusOf(db, userId),
    db.selectFrom('real_name_applications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    status,
    name: latest?.name ?? '',
    idNumber: latest ? maskIdNumber(latest.id_number) : '',
    // Never the ID images' ids: once submitted they are served to staff reviewers only (the staff
    // API's review/realnameImage), and /uploads/<id> no longer answers them (account/upload-route.ts).
    frontImage: '',
    reverseImage: '',
    rejectReason: status === RealNameStatus.REJECTED ? (latest?.reject_reason ?? '') : '',
    submittedAt: latest ? Number(latest.created_at) : null,
    reviewedAt: latest?.reviewed_at == null ? null : Number(latest.reviewed_at),
  };
}

export function realNameEndpoints(deps: WalletDeps): HandlersOf<Pick<WalletEndpoints, Paths>> {
  const { db } = deps;
  return {
    'user/realname': {
      auth: true,
      fields: { name: textInput(128), idNumber: textInput(64), frontImage: textInput(64), reverseImage: textInput(64) },
      async handle(f, { session }) {
        const now = deps.now();
        const userId = session.userId;
        refuseWhileLocked(await statusOf(db, userId));
        const name = fullName(f.name);
        if (name === null) throw new ApiFailure(C.REAL_NAME_INVALID);
        const id = idNumber(f.idNumber);
        if (id === null) throw new ApiFailure(C.REAL_NAME_ID_NUMBER_INVALID);
        const front = f.frontImage.trim();
        const reverse = f.reverseImage.trim();
        if (front === '') throw new ApiFailure(C.REAL_NAME_FRONT_IMAGE_REQUIRED);
        if (reverse === '') throw new ApiFailure(C.REAL_NAME_REVERSE_IMAGE_REQUIRED);
        if (!(await isOwnUpload(db, userId, front)) || !(await isOwnUpload(db, userId, reverse))) {
          throw new ApiFailure(C.REAL_NAME_IMAGE_NOT_FOUND);
        }

        try {
          await db.transaction().execute(async (trx) => {
            // The state gate: only from "not certified" or "rejected", decided by the update itself
            // so that two submissions at once cannot both pass.
            const moved = await trx
              .updateTable('users')
              .set({ real_name_status: RealNameStatus.UNDER_REVIEW })
              .where('id', '=', userId)
              .where('real_name_status', 'in', [RealNameStatus.NOT_CERTIFIED, RealNameStatus.REJECTED])
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) === 0) refuseWhileLocked(await statusOf(trx, userId));
            await trx
              .insertInto('real_name_applications')
              .values({
                user_id: userId,
                name,
                id_number: id,
                front_upload_id: front,
                reverse_upload_id: reverse,
                status: RealNameStatus.UNDER_REVIEW,
                reject_reason: '',
                created_at: now,
                reviewed_at: null,
              })
              .execute();
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new ApiFailure(C.WALLET_REVIEW_PENDING);
          throw err;
        }
        deps.sockets.pushEvent(userId, 'user');
        return realNameInfo(db, userId);
      },
    },

    'user/myRealname': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        return realNameInfo(db, session.userId);
      },
    },
  };
}
