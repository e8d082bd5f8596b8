// Who is on duty for the customer chat. A duty counts while all of these hold:
//   - its `until` is ahead: support/duty on sets it to now + STAFF_DUTY_MINUTES, and every later
//     support call of the same session moves it on again (a console that is open polls
//     support/conversations, so a member who closes it lapses after at most that long);
//   - the staff session that went on duty is live: logging out, the session's expiry or the member
//     being disabled ends the duty at once (a new login must go on duty again);
//   - the member still holds the support role.
// While any duty counts the canned agent (chat/jobs.ts) stays silent and customer messages wait for
// a human; once none does, it answers what is still waiting.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

function liveDuty(db: Db, now: number) {
  return db
    .selectFrom('support_duty as d')
    .innerJoin('staff_sessions as s', 's.token_hash', 'd.token_hash')
    .innerJoin('staff_members as m', 'm.id', 'd.staff_id')
    .whereRef('s.staff_id', '=', 'd.staff_id')
    .where('d.until', '>', now)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('m.disabled', '=', 0)
    .where('m.roles', 'like', '%"support"%');
}

/** True while at least one support member is on duty: the canned agent waits. */
export async function someoneOnDuty(db: Db, now: number): Promise<boolean> {
  return (await liveDuty(db, now).select('d.staff_id').limit(1).executeTakeFirst()) !== undefined;
}

export async function isOnDuty(db: Db, staffId: number, now: number): Promise<boolean> {
  return (await liveDuty(db, now).select('d.staff_id').where('d.staff_id', '=', staffId).executeTakeFirst()) !== undefined;
}

/** Every member on duty now, by login. */
export async function onDutyMembers(db: Db, now: number): Promise<{ staffId: number; login: string; until: number }[]> {
  const rows = await liveDuty(db, now).select(['d.staff_id', 'm.login', 'd.until']).orderBy('m.login').execute();
  return rows.map((r) => ({ staffId: r.staff_id, login: r.login, until: Number(r.until) }));
}

/** The ids of the members on duty now, as a subquery (holds of anyone else count as none). */
export function onDutyIds(db: Db, now: number) {
  return liveDuty(db, now).select('d.staff_id');
}
