// chat/send and chat/list (the chat variant: signed with the chat secret), and the demo agent that
// answers each message after a short delay in the request's language, with a 'user' socket event.
import WebSocket from 'ws';
import { RetCode, type ChatListResponse, type ChatSendResponse, type ServerMessage, type SessionResponse } from '@app/shared/contracts';
import { CHAT } from '@app/shared/constants';
import { DEMO_SECRETS } from '@app/shared/transport';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestProvider({ now: () => clock });
});
afterAll(() => server.close());

async function newUser(): Promise<string> {
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/register', {
    account: uniqueEmail('chatter'),
    password: 'abc12345',
    confirmPassword: 'abc12345',
  });
  return body.data.token;
}

/** Polls `ready` every 20 ms until it holds; fails after `timeoutMs`. */
async function until(what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await ready());) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Resolves once the agent's job has made a pass after this call: another user's message, made due
 * now on the test clock, gets its answer. That pass also saw every message sent before this call.
 */
async function agentPassed(): Promise<void> {
  const control = await newUser();
  const sent = await send(control, 'How do I withdraw money?');
  await server.provider.db.updateTable('chat_messages').set({ reply_due_at: clock }).where('id', '=', sent.body.data.message.id).execute();
  await until("the agent's next pass", async () => (await list(control)).body.data.list.some((m) => m.from === 'agent'));
}

const send = (token: string, content: string, lang?: string) =>
  call<ChatSendResponse>(server.baseUrl, 'chat/send', { content }, { token, lang });
const list = (token: string, fields: Record<string, string | number> = {}) =>
  call<ChatListResponse>(server.baseUrl, 'chat/list', fields, { token });

/** Moves the clock past the agent's delay and waits for its job to answer. */
async function agentAnswers(token: string, count: number): Promise<ChatListResponse> {
  clock += CHAT.agentReplyDelayMs;
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await list(token);
    if (body.data.list.filter((m) => m.from === 'agent').length >= count || Date.now() > deadline) return body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Messages users sent (the agent's replies to earlier tests may arrive at any time). */
async function messageCount(): Promise<number> {
  return (await server.provider.db.selectFrom('chat_messages').select('id').where('sender', '=', 'user').execute()).length;
}

describe('chat/send and chat/list', () => {
  it('stores the message and lists the conversation oldest first', async () => {
    const token = await newUser();
    const { status, body } = await send(token, '  Hello there  ');
    expect(status).toBe(200);
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.message).toEqual({ id: expect.any(Number), from: 'user', content: 'Hello there', createdAt: clock });
    const listed = await list(token);
    expect(listed.body.data).toEqual({ list: [body.data.message], hasMore: false });
  });

  it('the agent answers after the delay, in the request language, and pushes a user event', async () => {
    const token = await newUser();
    const socket = new WebSocket(`${server.wsUrl}/websocket/${token}`);
    const events: ServerMessage[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as ServerMessage));
    await new Promise((resolve) => socket.once('open', resolve));

    await send(token, 'How do I withdraw money?');
    // Not before the delay: the job has looked at the message (a pass after it was sent) while the
    // clock stood before its reply time, and left it unanswered.
    await agentPassed();
    expect((await list(token)).body.data.list.map((m) => m.from)).toEqual(['user']);

    const answered = await agentAnswers(token, 1);
    expect(answered.list.map((m) => m.from)).toEqual(['user', 'agent']);
    expect(answered.list[1].content).toMatch(/Withdrawal/);
    expect(answered.list[1].content).toContain('500,000 USDT');
    expect(answered.list[1].id).toBeGreaterThan(answered.list[0].id);
    // The job tells the user's sockets after it has stored the answer.
    await until("the 'user' event", () => events.some((e) => e.type === 'event' && e.event === 'user'));
    expect(events).toContainEqual({ type: 'event', event: 'user' });
    socket.close();

    await send(token, '怎么充值？', 'zh_CN');
    const zh = await agentAnswers(token, 2);
    expect(zh.list.at(-1)?.content).toMatch(/充值/);
  });

  it.each([
    ['deposits', 'how can I deposit USDT', /Recharge/],
    ['real name', 'real-name verification please', /Real-name authentication/],
    ['trading hours', 'what are the trading hours?', /09:30–16:00 New York/],
    ['IPOs', 'I want to subscribe to an IPO', /IPO/],
    ['anything else: a greeting', 'hi', /^Hello, this is online service/],
  ])('answers about %s', async (_topic, question, answer) => {
    const token = await newUser();
    await send(token, question);
    const { list: messages } = await agentAnswers(token, 1);
    expect(messages.at(-1)?.content).toMatch(answer);
  });

  it('accepts 500 characters (counted as characters, not bytes)', async () => {
    const token = await newUser();
    expect((await send(token, '汉'.repeat(CHAT.maxMessageChars))).body.retCode).toBe(RetCode.OK);
    expect((await send(token, '😀'.repeat(CHAT.maxMessageChars))).body.retCode).toBe(RetCode.OK);
  });

  describe('refuses, and stores nothing:', () => {
    let token: string;
    let before: number;
    beforeAll(async () => {
      token = await newUser();
    });
    beforeEach(async () => {
      clock += 60_000;
      before = await messageCount();
    });
    afterEach(async () => {
      expect(await messageCount()).toBe(before);
    });

    it.each([
      ['an empty message', '', RetCode.CHAT_MESSAGE_EMPTY, 'Please enter a message'],
      ['only spaces', '   \n ', RetCode.CHAT_MESSAGE_EMPTY, 'Please enter a message'],
      ['501 characters', 'x'.repeat(CHAT.maxMessageChars + 1), RetCode.CHAT_MESSAGE_TOO_LONG, 'A message can be at most 500 characters'],
    ])('%s', async (_case, content, retCode, message) => {
      expect((await send(token, content)).body).toEqual({ retCode, message, data: null });
    });

    it('a message far too long for the wire (1000)', async () => {
      expect((await send(token, 'x'.repeat(CHAT.maxMessageChars * 4 + 1))).body.retCode).toBe(RetCode.INVALID_PARAMS);
    });

    it('without a token (102)', async () => {
      expect((await call(server.baseUrl, 'chat/send', { content: 'hello' })).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
    });

    it('signed with the main secret (HTTP 401)', async () => {
      const { status, body } = await call(server.baseUrl, 'chat/send', { content: 'hello' }, { token, secret: DEMO_SECRETS.main });
      expect(status).toBe(401);
      expect(body.retCode).toBe(RetCode.BAD_SIGNATURE);
    });

    it('answers in Chinese for lang=zh_CN', async () => {
      expect((await send(token, '', 'zh_CN')).body.message).toBe('请输入消息内容');
    });
  });

  it(`refuses more than ${CHAT.maxMessagesPerMinute} messages a minute`, async () => {
    const token = await newUser();
    for (let i = 0; i < CHAT.maxMessagesPerMinute; i++) expect((await send(token, `message ${i}`)).body.retCode).toBe(RetCode.OK);
    const count = await messageCount();
    const refused = await send(token, 'one more');
    expect(refused.body).toEqual({
      retCode: RetCode.CHAT_TOO_FAST,
      message: 'You are sending messages too quickly, please wait a moment',
      data: null,
    });
    expect((await send(token, 'one more', 'zh_CN')).body.message).toBe('发送过于频繁，请稍后再试');
    expect(await messageCount()).toBe(count);
    clock += 60_000;
    expect((await send(token, 'a minute later')).body.retCode).toBe(RetCode.OK);
  });

  it('pages back with beforeId and polls forward with sinceId', async () => {
    const token = await newUser();
    const ids: number[] = [];
    // The clock stands still, so the agent's replies are not due and do not interleave.
    for (let i = 0; i < 7; i++) ids.push((await send(token, `m${i}`)).body.data.message.id);
    const latest = (await list(token, { limit: 3 })).body.data;
    expect(latest.list.map((m) => m.content)).toEqual(['m4', 'm5', 'm6']);
    expect(latest.hasMore).toBe(true);
    const older = (await list(token, { limit: 3, beforeId: latest.list[0].id })).body.data;
    expect(older.list.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    const oldest = (await list(token, { limit: 3, beforeId: older.list[0].id })).body.data;
    expect(oldest).toEqual({ list: [expect.objectContaining({ content: 'm0' })], hasMore: false });

    const since = (await list(token, { sinceId: ids[1], limit: 2 })).body.data;
    expect(since.list.map((m) => m.content)).toEqual(['m2', 'm3']);
    expect(since.hasMore).toBe(true);
    expect((await list(token, { sinceId: ids[6] })).body.data.list.filter((m) => m.from === 'user')).toEqual([]);
  });

  it('answers 1000 for sinceId and beforeId together, or a bad limit', async () => {
    const token = await newUser();
    expect((await list(token, { sinceId: 1, beforeId: 5 })).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await list(token, { limit: CHAT.maxPageSize + 1 })).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await list(token, { limit: 0 })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it("shows nobody another user's conversation", async () => {
    const alice = await newUser();
    const bob = await newUser();
    clock += 60_000;
    await send(alice, 'alice only');
    const bobs = (await list(bob)).body.data.list;
    expect(bobs.some((m) => m.content === 'alice only')).toBe(false);
  });
});
