// The support calls of the staff API (role `support`) over the customers' online-service chat
// (chat_messages): duty, the conversations, a thread, replies, taking and handing over.
// Rules (docs/back-office.md "Support"):
//   - Duty (support-duty.ts): on until STAFF_DUTY_MINUTES after the member's last support call, or
//     until their session ends. While anyone is on duty the canned agent is silent.
//   - A conversation is held by at most one member (support_holds; the first taker wins). A hold of
//     a member who is no longer on duty counts as none: anyone on duty may take it.
//   - Taking, replying and handing over need the caller on duty. A reply to a conversation nobody
//     holds takes it; one held by another on-duty member is refused.
//   - A staff reply answers every customer message waiting (the agent will not answer them later)
//     and reaches the customer's app like the agent's: the `user` socket event, then chat/list.
//   - Audited: duty on/off, opening a thread (not the polls for newer messages), take, hand-over,
//     release, reply (the message id and its length: the text itself is the chat row).
import {
  STAFF_DESK_RET_CODES as C,
  SUPPORT_LIMITS,
  type StaffRole,
  type StaffSupportCalls,
  type SupportConversation,
  type SupportCustomer,
  type SupportDutyState,
  type SupportHolder,
  type SupportMessage,
} from '@app/shared/staff';
import type { Kysely, Transaction } from 'kysely';
import { RealNameStatus } from '@app/shared/contracts';
import type { AccountType, Database } from '../db/schema';
import { oneOf, optional, optionalInteger, requiredInteger, requiredText } from '../http/form-fields';
import { audit, fail, signedIn, type StaffDependencies } from './endpoints';
import type { StaffSignedInContext } from './api';
import type { TypedHandlers } from './typed-calls';
import type { StaffMember } from './accounts';
import { isOnDuty, onDutyIds, onDutyMembers } from './support-duty';

const SUPPORT: readonly StaffRole[] = ['support'];
const MAX_ID = Number.MAX_SAFE_INTEGER;
type Db = Kysely<Database> | Transaction<Database>;
type Calls = StaffSupportCalls;
type Handlers = TypedHandlers<Calls>;

/** A phone as 138****5678, an email as j***@example.com: enough to recognise, not to copy. */
export function maskedAccount(account: string, type: AccountType): string {
  if (type === 'email') {
    const at = account.indexOf('@');
    return `${account.slice(0, Math.min(1, at))}***${account.slice(at)}`;
  }
  const digits = account.replace(/^\+/, '');
  return digits.length >= 8 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : `${digits.slice(0, 2)}**${digits.slice(-2)}`;
}

interface MessageRow {
  id: number;
  sender: 'user' | 'agent' | 'staff';
  content: string;
  created_at: number | string;
  staff_login: string | null;
}

const messageOf = (r: MessageRow): SupportMessage => ({
  id: r.id,
  from: r.sender,
  content: r.content,
  createdAt: Number(r.created_at),
  staffLogin: r.sender === 'staff' ? r.staff_login : null,
});

type HoldOutcome = { outcome: 'mine' } | { outcome: 'taken'; previous: number | null } | { outcome: 'other'; holder: number };

/**
 * Takes a customer's conversation for `staffId`, in `trx`: a free conversation (or one whose
 * holder is off duty) becomes theirs; one held by another member on duty stays theirs. Both
 * writes are conditional, so of many concurrent takers exactly one wins.
 */
async function claimHold(trx: Transaction<Database>, userId: number, staffId: number, now: number): Promise<HoldOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await trx
      .insertInto('support_holds')
      .values({ user_id: userId, staff_id: staffId, taken_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('staff_id')
      .executeTakeFirst();
    if (inserted) return { outcome: 'taken', previous: null };
    const current = await trx.selectFrom('support_holds').select('staff_id').where('user_id', '=', userId).executeTakeFirst();
    if (!current) continue; // released meanwhile: try again
    if (current.staff_id === staffId) return { outcome: 'mine' };
    if (await isOnDuty(trx, current.staff_id, now)) return { outcome: 'other', holder: current.staff_id };
    const swapped = await trx
      .updateTable('support_holds')
      .set({ staff_id: staffId, taken_at: now })
      .where('user_id', '=', userId)
      .where('staff_id', '=', current.staff_id)
      .executeTakeFirst();
    if (Number(swapped.numUpdatedRows) === 1) return { outcome: 'taken', previous: current.staff_id };
  }
  return fail(C.STAFF_CONVERSATION_TAKEN);
}

export function supportEndpoints(deps: StaffDependencies): Handlers {
  const { db, config } = deps;
  const lapseMs = config.staff.dutyLapseMs;

  /** Every support call of the session that is on duty moves its lapse time on. */
  async function refreshDuty(context: StaffSignedInContext): Promise<void> {
    await db
      .updateTable('support_duty')
      .set({ until: context.now + lapseMs })
      .where('staff_id', '=', context.session.member.id)
      .where('token_hash', '=', context.session.tokenHash)
      .where('until', '>', context.now)
      .execute();
  }

  async function dutyState(me: StaffMember, now: number): Promise<SupportDutyState> {
    const members = await onDutyMembers(db, now);
    const mine = members.find((m) => m.staffId === me.id);
    return { onDuty: mine !== undefined, until: mine?.until ?? null, lapseMinutes: lapseMs / 60_000, members };
  }

  async function requireOnDuty(me: StaffMember, now: number): Promise<void> {
    if (!(await isOnDuty(db, me.id, now))) fail(C.STAFF_NOT_ON_DUTY);
  }

  async function customerOf(userId: number): Promise<SupportCustomer> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'uid', 'account', 'account_type', 'nickname'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return fail(C.STAFF_CUSTOMER_NOT_FOUND);
    const realName = await db
      .selectFrom('real_name_applications')
      .select('name')
      .where('user_id', '=', userId)
      .where('status', '=', RealNameStatus.PASSED)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return {
      userId: user.id,
      uid: user.uid,
      maskedAccount: maskedAccount(user.account, user.account_type),
      nickname: user.nickname,
      verifiedName: realName?.name ?? null,
    };
  }

  /** The holder of a conversation if they are on duty, else null. */
  async function holderOf(trx: Db, userId: number, now: number): Promise<SupportHolder | null> {
    const row = await trx
      .selectFrom('support_holds as h')
      .innerJoin('staff_members as m', 'm.id', 'h.staff_id')
      .select(['h.staff_id', 'm.login', 'h.taken_at'])
      .where('h.user_id', '=', userId)
      .where('h.staff_id', 'in', onDutyIds(trx, now))
      .executeTakeFirst();
    return row ? { staffId: row.staff_id, login: row.login, since: Number(row.taken_at) } : null;
  }

  const loginOf = async (trx: Db, staffId: number | null) =>
    staffId === null
      ? null
      : ((await trx.selectFrom('staff_members').select('login').where('id', '=', staffId).executeTakeFirst())?.login ?? null);

  function messages(trx: Db) {
    return trx
      .selectFrom('chat_messages as c')
      .leftJoin('staff_members as s', 's.id', 'c.staff_id')
      .select(['c.id', 'c.sender', 'c.content', 'c.created_at', 's.login as staff_login']);
  }

  return {
    'support/duty': {
      access: SUPPORT,
      fields: { onDuty: oneOf(['on', 'off'] as const) },
      async handle({ onDuty }, context) {
        const { session, now } = context as StaffSignedInContext;
        const me = session.member;
        const wasOn = await isOnDuty(db, me.id, now);
        await db.transaction().execute(async (trx) => {
          if (onDuty === 'on') {
            const since = wasOn
              ? Number((await trx.selectFrom('support_duty').select('since').where('staff_id', '=', me.id).executeTakeFirstOrThrow()).since)
              : now;
            await trx
              .insertInto('support_duty')
              .values({ staff_id: me.id, token_hash: session.tokenHash, since, until: now + lapseMs })
              .onConflict((oc) => oc.column('staff_id').doUpdateSet({ token_hash: session.tokenHash, since, until: now + lapseMs }))
              .execute();
            await audit(trx, context, me, {
              action: 'support-duty-on',
              targetType: 'staff',
              targetId: me.id,
              before: { onDuty: wasOn },
              after: { onDuty: true, until: now + lapseMs },
            });
          } else {
            await trx.deleteFrom('support_duty').where('staff_id', '=', me.id).execute();
            // Off duty: the member's conversations go back to the queue.
            const released = await trx.deleteFrom('support_holds').where('staff_id', '=', me.id).returning('user_id').execute();
            await audit(trx, context, me, {
              action: 'support-duty-off',
              targetType: 'staff',
              targetId: me.id,
              before: { onDuty: wasOn },
              after: { onDuty: false, released: released.map((r) => r.user_id) },
            });
          }
        });
        return dutyState(me, now);
      },
    },

    'support/conversations': {
      access: SUPPORT,
      fields: { status: optional(oneOf(['open', 'mine', 'all'] as const)), page: optionalInteger(1, 100_000) },
      async handle({ status = 'open', page = 1 }, context) {
        await refreshDuty(context as StaffSignedInContext);
        const { now } = context;
        const me = signedIn(context);
        const duty = await dutyState(me, now);
        const pageSize = SUPPORT_LIMITS.conversationsPageSize;
        let query = db
          .with('c', (qb) =>
            qb
              .selectFrom('chat_messages')
              .select((eb) => [
                'user_id',
                eb.fn.max('id').as('last_id'),
                eb.fn.coalesce(eb.fn.max(eb.case().when('sender', '<>', 'user').then(eb.ref('id')).end()), eb.lit(0)).as('answered_id'),
              ])
              .groupBy('user_id'),
          )
          .with('w', (qb) =>
            qb
              .selectFrom('chat_messages as x')
              .innerJoin('c', 'c.user_id', 'x.user_id')
              .select((eb) => ['x.user_id', eb.fn.countAll().as('unanswered'), eb.fn.min('x.created_at').as('waiting_since')])
              .where('x.sender', '=', 'user')
              .whereRef('x.id', '>', 'c.answered_id')
              .groupBy('x.user_id'),
          )
          .selectFrom('c')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .innerJoin('chat_messages as m', 'm.id', 'c.last_id')
          .leftJoin('staff_members as ms', 'ms.id', 'm.staff_id')
          .leftJoin('w', 'w.user_id', 'c.user_id')
          .leftJoin('support_holds as h', 'h.user_id', 'c.user_id')
          .leftJoin('staff_members as hm', 'hm.id', 'h.staff_id')
          .select((eb) => [
            'c.user_id',
            'u.uid',
            'u.account',
            'u.account_type',
            'u.nickname',
            'm.id as message_id',
            'm.sender',
            'm.content',
            'm.created_at',
            'ms.login as staff_login',
            'w.unanswered',
            'w.waiting_since',
            'h.staff_id as holder_id',
            'hm.login as holder_login',
            'h.taken_at',
            eb
              .selectFrom('real_name_applications as r')
              .select('r.name')
              .whereRef('r.user_id', '=', 'c.user_id')
              .where('r.status', '=', RealNameStatus.PASSED)
              .orderBy('r.id', 'desc')
              .limit(1)
              .as('verified_name'),
          ]);
        if (status === 'open')
          query = query.where((eb) => eb.or([eb('w.user_id', 'is not', null), eb('h.staff_id', 'in', onDutyIds(db, now))]));
        if (status === 'mine') query = query.where('h.staff_id', '=', me.id).where('h.staff_id', 'in', onDutyIds(db, now));
        // Waiting conversations first, the longest wait first; then the latest activity first.
        const rows = await query
          .orderBy((eb) => eb.case().when('w.user_id', 'is', null).then(1).else(0).end())
          .orderBy('w.waiting_since')
          .orderBy('c.last_id', 'desc')
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize)
          .execute();
        const onDuty = new Set(duty.members.map((m) => m.staffId));
        const list = rows.slice(0, pageSize).map((r): SupportConversation => ({
          userId: r.user_id,
          uid: r.uid,
          maskedAccount: maskedAccount(r.account, r.account_type),
          nickname: r.nickname,
          verifiedName: r.verified_name ?? null,
          lastMessage: messageOf({
            id: r.message_id,
            sender: r.sender,
            content: r.content,
            created_at: r.created_at,
            staff_login: r.staff_login,
          }),
          unanswered: Number(r.unanswered ?? 0),
          waitingSince: r.waiting_since === null ? null : Number(r.waiting_since),
          holder:
            r.holder_id !== null && onDuty.has(r.holder_id)
              ? { staffId: r.holder_id, login: r.holder_login ?? '', since: Number(r.taken_at) }
              : null,
        }));
        return { list, page, hasMore: rows.length > pageSize, duty };
      },
    },

    'support/messages': {
      access: SUPPORT,
      fields: { userId: requiredInteger(1, MAX_ID), afterId: optionalInteger(0, MAX_ID) },
      async handle({ userId, afterId }, context) {
        await refreshDuty(context as StaffSignedInContext);
        const customer = await customerOf(userId);
        const limit = SUPPORT_LIMITS.messagesPageSize;
        const base = messages(db).where('c.user_id', '=', userId);
        const rows =
          afterId === undefined
            ? (
                await base
                  .orderBy('c.id', 'desc')
                  .limit(limit + 1)
                  .execute()
              ).reverse()
            : await base
                .where('c.id', '>', afterId)
                .orderBy('c.id', 'asc')
                .limit(limit + 1)
                .execute();
        const hasMore = rows.length > limit;
        const list = (afterId === undefined ? rows.slice(rows.length - Math.min(rows.length, limit)) : rows.slice(0, limit)).map(messageOf);
        // Opening a thread is audited; the console's polls for newer messages (afterId) are not.
        if (afterId === undefined)
          await audit(db, context, signedIn(context), {
            action: 'support-open',
            targetType: 'conversation',
            targetId: userId,
            after: { messages: list.length, lastId: list.at(-1)?.id ?? null },
          });
        return { customer, holder: await holderOf(db, userId, context.now), list, hasMore };
      },
    },

    'support/reply': {
      access: SUPPORT,
      fields: { userId: requiredInteger(1, MAX_ID), content: requiredText(SUPPORT_LIMITS.replyMaxChars * 4) },
      async handle({ userId, content }, context) {
        await refreshDuty(context as StaffSignedInContext);
        const { now } = context;
        const me = signedIn(context);
        const text = content.trim();
        if (text === '') fail(C.STAFF_REPLY_EMPTY);
        if ([...text].length > SUPPORT_LIMITS.replyMaxChars) fail(C.STAFF_REPLY_TOO_LONG);
        await requireOnDuty(me, now);
        await customerOf(userId);
        const message = await db.transaction().execute(async (trx) => {
          const hold = await claimHold(trx, userId, me.id, now);
          if (hold.outcome === 'other') fail(C.STAFF_CONVERSATION_TAKEN);
          // In the language the customer last wrote in (chat_messages.lang, as the agent would answer).
          const last = await trx
            .selectFrom('chat_messages')
            .select('lang')
            .where('user_id', '=', userId)
            .where('sender', '=', 'user')
            .orderBy('id', 'desc')
            .executeTakeFirst();
          const row = await trx
            .insertInto('chat_messages')
            .values({
              user_id: userId,
              sender: 'staff',
              content: text,
              lang: last?.lang ?? 'en',
              created_at: now,
              reply_due_at: null,
              staff_id: me.id,
            })
            .returning(['id', 'sender', 'content', 'created_at'])
            .executeTakeFirstOrThrow();
          // Answered by a human: the canned agent will not answer these later.
          await trx
            .updateTable('chat_messages')
            .set({ reply_due_at: null })
            .where('user_id', '=', userId)
            .where('reply_due_at', 'is not', null)
            .execute();
          await audit(trx, context, me, {
            action: 'support-reply',
            targetType: 'conversation',
            targetId: userId,
            before:
              hold.outcome === 'taken'
                ? { holder: await loginOf(trx, hold.previous) }
                : hold.outcome === 'mine'
                  ? { holder: me.login }
                  : undefined,
            after: { holder: me.login, messageId: row.id, length: [...text].length },
          });
          return messageOf({ ...row, staff_login: me.login });
        });
        // The customer's open apps refetch the chat at once (the same event as the agent's answers).
        deps.pushEvent(userId, 'user');
        return { message, holder: (await holderOf(db, userId, now)) ?? { staffId: me.id, login: me.login, since: now } };
      },
    },

    'support/take': {
      access: SUPPORT,
      fields: { userId: requiredInteger(1, MAX_ID) },
      async handle({ userId }, context) {
        await refreshDuty(context as StaffSignedInContext);
        const { now } = context;
        const me = signedIn(context);
        await requireOnDuty(me, now);
        await customerOf(userId);
        await db.transaction().execute(async (trx) => {
          const hold = await claimHold(trx, userId, me.id, now);
          if (hold.outcome === 'other') fail(C.STAFF_CONVERSATION_TAKEN);
          if (hold.outcome === 'taken')
            await audit(trx, context, me, {
              action: 'support-take',
              targetType: 'conversation',
              targetId: userId,
              before: { holder: await loginOf(trx, hold.previous) },
              after: { holder: me.login },
            });
        });
        return { holder: (await holderOf(db, userId, now)) ?? fail(C.STAFF_CONVERSATION_TAKEN) };
      },
    },

    'support/handOver': {
      access: SUPPORT,
      fields: { userId: requiredInteger(1, MAX_ID), toStaffId: optionalInteger(1, MAX_ID) },
      async handle({ userId, toStaffId }, context) {
        await refreshDuty(context as StaffSignedInContext);
        const { now } = context;
        const me = signedIn(context);
        await requireOnDuty(me, now);
        await db.transaction().execute(async (trx) => {
          const mine = await trx
            .selectFrom('support_holds')
            .select('staff_id')
            .where('user_id', '=', userId)
            .where('staff_id', '=', me.id)
            .executeTakeFirst();
          if (!mine) fail(C.STAFF_CONVERSATION_NOT_YOURS);
          if (toStaffId === undefined) {
            await trx.deleteFrom('support_holds').where('user_id', '=', userId).where('staff_id', '=', me.id).execute();
            await audit(trx, context, me, {
              action: 'support-release',
              targetType: 'conversation',
              targetId: userId,
              before: { holder: me.login },
              after: { holder: null },
            });
            return;
          }
          if (toStaffId === me.id) return;
          if (!(await isOnDuty(trx, toStaffId, now))) fail(C.STAFF_HANDOVER_TARGET);
          const moved = await trx
            .updateTable('support_holds')
            .set({ staff_id: toStaffId, taken_at: now })
            .where('user_id', '=', userId)
            .where('staff_id', '=', me.id)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) fail(C.STAFF_CONVERSATION_NOT_YOURS);
          await audit(trx, context, me, {
            action: 'support-handover',
            targetType: 'conversation',
            targetId: userId,
            before: { holder: me.login },
            after: { holder: await loginOf(trx, toStaffId) },
          });
        });
        return { holder: await holderOf(db, userId, now) };
      },
    },
  };
}
