// The support calls of the staff API over signed HTTP: who may make them, duty and its end (off,
// lapse, logout), the canned agent silent while someone is on duty, staff replies reaching the
// customer's chat (chat/list and the socket's user event the app listens to), the conversation
// list, the thread, taking (many at once: one wins), handing over, and the audit of each action.
import { STAFF_DESK_RET_CODES as C, STAFF_RET_CODES, SUPPORT_LIMITS, type StaffRole, type StaffSupportCalls } from '@app/shared/staff';
import WebSocket from 'ws';
import { RetCode, type ChatListResponse, type ChatSendResponse, type ServerMessage } from '@app/shared/contracts';
import { answerDueMessages } from '../src/chat/jobs';
import type { DomainContext } from '../src/domain-context';
import { someoneOnDuty } from '../src/staff/support-duty';
import { call } from './helpers/test-provider';
import { passRealName, signUp, type TestUser } from './helpers/wallet-fixtures';
import { asStaff, staffMember, startStaffProvider, type StaffCallResult, type StaffUser } from './helpers/staff-fixtures';

jest.setTimeout(90_000);

let server: Awaited<ReturnType<typeof startStaffProvider>>;
beforeAll(async () => {
  server = await startStaffProvider();
});
afterAll(() => server.close());
// Each test starts with nobody on duty and no conversation held (else the agent would stay silent).
afterEach(async () => {
  await server.provider.db.deleteFrom('support_holds').execute();
  await server.provider.db.deleteFrom('support_duty').execute();
});

type Calls = StaffSupportCalls;
/** A support call, typed by the console's contract. */
function support<P extends keyof Calls>(member: StaffUser, path: P, fields: Record<string, string | number> = {}) {
  return asStaff(server, member)<Calls[P]['answer']>(path, fields) as Promise<StaffCallResult<Calls[P]['answer']>>;
}

const db = () => server.provider.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 8000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await ready());) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

async function onDuty(prefix = 'sup'): Promise<StaffUser> {
  const member = await staffMember(server, ['support'], prefix);
  const { body } = await support(member, 'support/duty', { onDuty: 'on' });
  expect(body).toMatchObject({ retCode: RetCode.OK, data: { onDuty: true } });
  return member;
}

async function send(customer: TestUser, content: string): Promise<number> {
  const { body } = await call<ChatSendResponse>(server.baseUrl, 'chat/send', { content }, { token: customer.token });
  expect(body.retCode).toBe(RetCode.OK);
  return body.data.message.id;
}

const chatList = async (customer: TestUser) =>
  (await call<ChatListResponse>(server.baseUrl, 'chat/list', {}, { token: customer.token })).body.data.list;

/** Makes a customer message due for the agent now (its 1.5 s delay passed). */
const dueNow = (messageId: number) =>
  db()
    .updateTable('chat_messages')
    .set({ reply_due_at: Date.now() - 1 })
    .where('id', '=', messageId)
    .execute();

const domain = () => ({ ...server.provider, now: Date.now }) as unknown as DomainContext;

async function auditOf(action: string, targetId?: string | number) {
  let query = db().selectFrom('staff_audit').selectAll().where('action', '=', action);
  if (targetId !== undefined) query = query.where('target_id', '=', String(targetId));
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({
    login: r.staff_login,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before_json ? (JSON.parse(r.before_json) as unknown) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as unknown) : null,
  }));
}

describe('rights', () => {
  it('every support call is refused (2903) to reviewer, content, operations and admin, and made by support', async () => {
    const customer = await signUp(server, 'rights');
    const calls: [keyof Calls, Record<string, string | number>][] = [
      ['support/duty', { onDuty: 'on' }],
      ['support/conversations', {}],
      ['support/messages', { userId: customer.userId }],
      ['support/reply', { userId: customer.userId, content: 'Hello' }],
      ['support/take', { userId: customer.userId }],
      ['support/handOver', { userId: customer.userId }],
    ];
    for (const role of ['reviewer', 'content', 'operations', 'admin'] as StaffRole[]) {
      const member = await staffMember(server, [role], role.slice(0, 3));
      for (const [path, fields] of calls)
        expect([role, path, (await support(member, path, fields)).body.retCode]).toEqual([role, path, STAFF_RET_CODES.STAFF_FORBIDDEN]);
    }
    expect(await db().selectFrom('chat_messages').select('id').where('user_id', '=', customer.userId).execute()).toEqual([]);
    expect(await db().selectFrom('support_duty').select('staff_id').execute()).toEqual([]);

    const member = await staffMember(server, ['support']);
    for (const [path, fields] of calls) expect([path, (await support(member, path, fields)).body.retCode]).toEqual([path, RetCode.OK]);
  });
});

describe('duty', () => {
  it('on and off, each audited; the answer names everyone on duty and when the caller lapses', async () => {
    const before = Date.now();
    const anna = await onDuty('anna');
    const ben = await staffMember(server, ['support'], 'ben');
    const { body } = await support(ben, 'support/duty', { onDuty: 'on' });
    expect(body.data.lapseMinutes).toBe(5);
    expect(body.data.until).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(body.data.members.map((m) => m.login).sort()).toEqual([anna.login, ben.login].sort());

    const off = await support(anna, 'support/duty', { onDuty: 'off' });
    expect(off.body.data).toMatchObject({ onDuty: false, until: null });
    expect(off.body.data.members.map((m) => m.login)).toEqual([ben.login]);
    expect(await auditOf('support-duty-on', anna.id)).toEqual([
      {
        login: anna.login,
        targetType: 'staff',
        targetId: String(anna.id),
        before: { onDuty: false },
        after: { onDuty: true, until: expect.any(Number) },
      },
    ]);
    expect(await auditOf('support-duty-off', anna.id)).toEqual([
      {
        login: anna.login,
        targetType: 'staff',
        targetId: String(anna.id),
        before: { onDuty: true },
        after: { onDuty: false, released: [] },
      },
    ]);
  });

  it('every support call moves the lapse on; a lapsed duty stays lapsed; logging out ends it at once', async () => {
    const anna = await onDuty('anna');
    const ben = await onDuty('ben');
    // Nearly lapsed: a call (the console's poll) moves it to the call + 5 minutes again.
    await db()
      .updateTable('support_duty')
      .set({ until: Date.now() + 1000 })
      .where('staff_id', '=', anna.id)
      .execute();
    const polled = await support(anna, 'support/conversations');
    expect(polled.body.data.duty.until).toBeGreaterThan(Date.now() + 4 * 60_000);

    // Lapsed (the console was closed): off duty, and a later call does not bring it back.
    await db()
      .updateTable('support_duty')
      .set({ until: Date.now() - 1 })
      .where('staff_id', '=', anna.id)
      .execute();
    const lapsed = await support(anna, 'support/conversations');
    expect(lapsed.body.data.duty).toMatchObject({ onDuty: false, until: null });
    expect(lapsed.body.data.duty.members.map((m) => m.login)).toEqual([ben.login]);

    // Logging out ends the duty with the session.
    expect((await asStaff(server, ben)('staff/logout')).body.retCode).toBe(RetCode.OK);
    expect(await someoneOnDuty(db(), Date.now())).toBe(false);
  });
});

describe('the canned agent', () => {
  it('stays silent while someone is on duty: the message waits for a human, and is answered once nobody is', async () => {
    const customer = await signUp(server, 'quiet');
    const member = await onDuty();
    await dueNow(await send(customer, 'How do I withdraw money?'));
    // The job's pass itself answers nothing while someone is on duty …
    expect(await answerDueMessages(domain())).toBe(0);
    // … and neither does the running job over several passes (250 ms each).
    await sleep(1200);
    expect((await chatList(customer)).map((m) => m.from)).toEqual(['user']);

    expect((await support(member, 'support/duty', { onDuty: 'off' })).body.retCode).toBe(RetCode.OK);
    await until('the agent answers', async () => (await chatList(customer)).some((m) => m.from === 'agent'));
    expect((await chatList(customer)).at(-1)?.content).toMatch(/Withdrawal/);
  });

  it('answers again when the only duty lapses', async () => {
    const customer = await signUp(server, 'lapse');
    const member = await onDuty();
    await dueNow(await send(customer, 'hello'));
    expect(await answerDueMessages(domain())).toBe(0);
    await db()
      .updateTable('support_duty')
      .set({ until: Date.now() - 1 })
      .where('staff_id', '=', member.id)
      .execute();
    await until('the agent answers', async () => (await chatList(customer)).some((m) => m.from === 'agent'));
  });
});

describe('a staff reply', () => {
  it("reaches the customer's chat as the service's answer: the user socket event, then chat/list", async () => {
    const customer = await signUp(server, 'reach');
    const socket = new WebSocket(`${server.wsUrl}/websocket/${customer.token}`);
    const events: ServerMessage[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as ServerMessage));
    await new Promise((resolve) => socket.once('open', resolve));
    try {
      const member = await onDuty('anna');
      const question = await send(customer, 'Can a person help me?');
      const { body } = await support(member, 'support/reply', { userId: customer.userId, content: '  Hello, this is the service desk.  ' });
      expect(body.retCode).toBe(RetCode.OK);
      expect(body.data.message).toEqual({
        id: expect.any(Number),
        from: 'staff',
        content: 'Hello, this is the service desk.',
        createdAt: expect.any(Number),
        staffLogin: member.login,
      });
      expect(body.data.holder).toMatchObject({ staffId: member.id, login: member.login });

      await until("the 'user' event", () => events.some((e) => e.type === 'event' && e.event === 'user'));
      const list = await chatList(customer);
      // The customer's contract is unchanged: the reply is the service's answer ('agent'), no staff login.
      expect(list.at(-1)).toEqual({
        id: body.data.message.id,
        from: 'agent',
        content: 'Hello, this is the service desk.',
        createdAt: expect.any(Number),
      });
      // Answered by a human: the agent will not answer that question later.
      const waiting = await db().selectFrom('chat_messages').select('reply_due_at').where('id', '=', question).executeTakeFirstOrThrow();
      expect(waiting.reply_due_at).toBeNull();

      expect(await auditOf('support-reply', customer.userId)).toEqual([
        {
          login: member.login,
          targetType: 'conversation',
          targetId: String(customer.userId),
          before: { holder: null },
          after: { holder: member.login, messageId: body.data.message.id, length: 32 },
        },
      ]);
    } finally {
      socket.close();
    }
  });

  it('is refused off duty (2920), empty (2925), too long (2926), to nobody (2924) and in a conversation another member holds (2921)', async () => {
    const customer = await signUp(server, 'refuse');
    const idle = await staffMember(server, ['support'], 'idle');
    expect((await support(idle, 'support/reply', { userId: customer.userId, content: 'Hi' })).body.retCode).toBe(C.STAFF_NOT_ON_DUTY);
    expect((await support(idle, 'support/take', { userId: customer.userId })).body.retCode).toBe(C.STAFF_NOT_ON_DUTY);
    expect((await support(idle, 'support/handOver', { userId: customer.userId })).body.retCode).toBe(C.STAFF_NOT_ON_DUTY);
    const anna = await onDuty('anna');
    const ben = await onDuty('ben');
    expect((await support(anna, 'support/reply', { userId: customer.userId, content: ' \n ' })).body).toEqual({
      retCode: C.STAFF_REPLY_EMPTY,
      message: 'Please enter a reply',
      data: null,
    });
    const long = 'x'.repeat(SUPPORT_LIMITS.replyMaxChars + 1);
    expect((await support(anna, 'support/reply', { userId: customer.userId, content: long })).body.retCode).toBe(C.STAFF_REPLY_TOO_LONG);
    expect((await support(anna, 'support/reply', { userId: 99_999_999, content: 'Hi' })).body.retCode).toBe(C.STAFF_CUSTOMER_NOT_FOUND);
    expect((await support(anna, 'support/take', { userId: customer.userId })).body.retCode).toBe(RetCode.OK);
    const refused = await support(ben, 'support/reply', { userId: customer.userId, content: 'Hi' });
    expect(refused.body).toMatchObject({ retCode: C.STAFF_CONVERSATION_TAKEN, message: 'Another member already holds this conversation' });
    expect(await db().selectFrom('chat_messages').select('id').where('user_id', '=', customer.userId).execute()).toEqual([]);
    expect(await auditOf('support-reply', customer.userId)).toEqual([]);
  });
});

describe('conversations and the thread', () => {
  it('lists open conversations with the customer, the last message, the unanswered count and the holder', async () => {
    const anna = await onDuty('anna');
    const ben = await onDuty('ben');
    const customer = await signUp(server, 'conv');
    await passRealName(server, customer, 'Ada Lovelace');
    await send(customer, 'first question');
    await send(customer, 'second question');

    const find = async (member: StaffUser, status: string) =>
      (await support(member, 'support/conversations', { status })).body.data.list.find((c) => c.userId === customer.userId);
    const open = await find(anna, 'open');
    expect(open).toEqual({
      userId: customer.userId,
      uid: expect.stringMatching(/^\d{8}$/),
      maskedAccount: `c***@example.com`,
      nickname: expect.any(String),
      verifiedName: 'Ada Lovelace',
      lastMessage: { id: expect.any(Number), from: 'user', content: 'second question', createdAt: expect.any(Number), staffLogin: null },
      unanswered: 2,
      waitingSince: expect.any(Number),
      holder: null,
    });
    expect(await find(anna, 'mine')).toBeUndefined();

    await support(anna, 'support/reply', { userId: customer.userId, content: 'Answer' });
    const held = await find(ben, 'open');
    expect(held).toMatchObject({ unanswered: 0, waitingSince: null, holder: { staffId: anna.id, login: anna.login } });
    expect(held?.lastMessage).toMatchObject({ from: 'staff', content: 'Answer', staffLogin: anna.login });
    expect(await find(anna, 'mine')).toBeDefined();
    expect(await find(ben, 'mine')).toBeUndefined();

    // Released and answered: no longer open, still in "all".
    expect((await support(anna, 'support/handOver', { userId: customer.userId })).body.data).toEqual({ holder: null });
    expect(await find(ben, 'open')).toBeUndefined();
    expect(await find(ben, 'all')).toMatchObject({ holder: null, unanswered: 0 });
    // A new question opens it again.
    await send(customer, 'third question');
    expect(await find(ben, 'open')).toMatchObject({ unanswered: 1, lastMessage: { content: 'third question' } });
  });

  it('reads the thread (opening it audited, the polls for newer messages not)', async () => {
    const anna = await onDuty('anna');
    const customer = await signUp(server, 'thread');
    await send(customer, 'question');
    await support(anna, 'support/reply', { userId: customer.userId, content: 'answer' });
    const { body } = await support(anna, 'support/messages', { userId: customer.userId });
    expect(body.data).toMatchObject({
      customer: { userId: customer.userId, maskedAccount: 't***@example.com', verifiedName: null },
      holder: { login: anna.login },
      hasMore: false,
    });
    expect(body.data.list.map((m) => [m.from, m.content, m.staffLogin])).toEqual([
      ['user', 'question', null],
      ['staff', 'answer', anna.login],
    ]);
    const lastId = body.data.list[1].id;
    expect((await support(anna, 'support/messages', { userId: customer.userId, afterId: lastId })).body.data.list).toEqual([]);
    await send(customer, 'thanks');
    const newer = await support(anna, 'support/messages', { userId: customer.userId, afterId: lastId });
    expect(newer.body.data.list.map((m) => m.content)).toEqual(['thanks']);
    expect(await auditOf('support-open', customer.userId)).toEqual([
      { login: anna.login, targetType: 'conversation', targetId: String(customer.userId), before: null, after: { messages: 2, lastId } },
    ]);
    expect((await support(anna, 'support/messages', { userId: 99_999_999 })).body.retCode).toBe(C.STAFF_CUSTOMER_NOT_FOUND);
  });
});

describe('taking and handing over', () => {
  it('of many members taking one conversation at once, exactly one wins', async () => {
    const customer = await signUp(server, 'race');
    await send(customer, 'anyone there?');
    const members: StaffUser[] = [];
    for (let i = 0; i < 8; i++) members.push(await onDuty(`race${i}`));
    for (let round = 0; round < 3; round++) {
      // Takes and replies mixed: a reply to a free conversation takes it too.
      const results = await Promise.all(
        members.map((m, i) =>
          i % 2 === 0
            ? support(m, 'support/take', { userId: customer.userId })
            : support(m, 'support/reply', { userId: customer.userId, content: `reply of ${m.login}` }),
        ),
      );
      const codes = results.map((r) => r.body.retCode);
      expect(codes.filter((c) => c === RetCode.OK)).toHaveLength(1);
      expect(codes.filter((c) => c === C.STAFF_CONVERSATION_TAKEN)).toHaveLength(members.length - 1);
      const winner = members[codes.indexOf(RetCode.OK)];
      const holds = await db().selectFrom('support_holds').selectAll().where('user_id', '=', customer.userId).execute();
      expect(holds.map((h) => h.staff_id)).toEqual([winner.id]);
      // Released for the next round.
      expect((await support(winner, 'support/handOver', { userId: customer.userId })).body.retCode).toBe(RetCode.OK);
    }
    // One winner a round, audited once; a staff reply stored only for a winner that replied.
    const takes = await auditOf('support-take', customer.userId);
    const replies = await auditOf('support-reply', customer.userId);
    expect(takes.length + replies.length).toBe(3);
    const stored = await db()
      .selectFrom('chat_messages')
      .select('id')
      .where('user_id', '=', customer.userId)
      .where('sender', '=', 'staff')
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual(replies.map((r) => (r.after as { messageId: number }).messageId).sort());
  });

  it('a hold of a member no longer on duty counts as none: anyone on duty may take it', async () => {
    const customer = await signUp(server, 'stale');
    const anna = await onDuty('anna');
    const ben = await onDuty('ben');
    expect((await support(anna, 'support/take', { userId: customer.userId })).body.retCode).toBe(RetCode.OK);
    expect((await support(ben, 'support/take', { userId: customer.userId })).body.retCode).toBe(C.STAFF_CONVERSATION_TAKEN);
    await db()
      .updateTable('support_duty')
      .set({ until: Date.now() - 1 })
      .where('staff_id', '=', anna.id)
      .execute();
    const taken = await support(ben, 'support/take', { userId: customer.userId });
    expect(taken.body.data.holder).toMatchObject({ staffId: ben.id, login: ben.login });
    expect((await auditOf('support-take', customer.userId)).map((a) => [a.login, a.before, a.after])).toEqual([
      [anna.login, { holder: null }, { holder: anna.login }],
      [ben.login, { holder: anna.login }, { holder: ben.login }],
    ]);
  });

  it('hands over to a support member on duty or back to the queue; only the holder may; each audited', async () => {
    const customer = await signUp(server, 'hand');
    const anna = await onDuty('anna');
    const ben = await onDuty('ben');
    const idle = await staffMember(server, ['support'], 'idle');
    const reviewer = await staffMember(server, ['reviewer'], 'rev');
    await support(anna, 'support/take', { userId: customer.userId });

    expect((await support(ben, 'support/handOver', { userId: customer.userId, toStaffId: ben.id })).body.retCode).toBe(
      C.STAFF_CONVERSATION_NOT_YOURS,
    );
    for (const target of [idle, reviewer])
      expect((await support(anna, 'support/handOver', { userId: customer.userId, toStaffId: target.id })).body.retCode).toBe(
        C.STAFF_HANDOVER_TARGET,
      );
    const handed = await support(anna, 'support/handOver', { userId: customer.userId, toStaffId: ben.id });
    expect(handed.body.data.holder).toMatchObject({ staffId: ben.id, login: ben.login });
    expect((await support(anna, 'support/handOver', { userId: customer.userId })).body.retCode).toBe(C.STAFF_CONVERSATION_NOT_YOURS);
    const released = await support(ben, 'support/handOver', { userId: customer.userId });
    expect(released.body.data).toEqual({ holder: null });

    expect((await auditOf('support-handover', customer.userId)).map((a) => [a.login, a.before, a.after])).toEqual([
      [anna.login, { holder: anna.login }, { holder: ben.login }],
    ]);
    expect((await auditOf('support-release', customer.userId)).map((a) => [a.login, a.before, a.after])).toEqual([
      [ben.login, { holder: ben.login }, { holder: null }],
    ]);
  });

  it('going off duty gives the member’s conversations back to the queue', async () => {
    const customer = await signUp(server, 'offq');
    const anna = await onDuty('anna');
    await support(anna, 'support/take', { userId: customer.userId });
    const off = await support(anna, 'support/duty', { onDuty: 'off' });
    expect(off.body.retCode).toBe(RetCode.OK);
    expect(await db().selectFrom('support_holds').select('user_id').where('user_id', '=', customer.userId).execute()).toEqual([]);
    expect((await auditOf('support-duty-off', anna.id))[0].after).toEqual({ onDuty: false, released: [customer.userId] });
  });
});
