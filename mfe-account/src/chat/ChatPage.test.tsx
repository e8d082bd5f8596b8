// Online service: history oldest first (newest at the bottom), sending → sent, failure → retry,
// the agent's reply arriving by itself (the socket's user event), earlier pages upward, plain text
// only, and the chat variant's 102/103 path.
import { fail, fakeTransport, refuse, renderWithProviders, type FakeAnswer, type FakeOutcome } from '@app/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VARIANT_RULES, api, sessionEnded, variantOfPath, type ChatMessage, type UserInfo } from '@app/shared';
import { PATH } from '@app/shared/routes';
import { ChatPage } from './ChatPage';

const USER: UserInfo = {
  uid: '1',
  account: 'a@example.com',
  accountType: 'email',
  nickname: 'a',
  realNameStatus: 0,
  inviteCode: 'ABC123',
  createdAt: 0,
};
const msg = (id: number, from: ChatMessage['from'], content: string): ChatMessage => ({ id, from, content, createdAt: 1767225600000 + id });

function setup(list: FakeAnswer<'chat/list'>, send?: FakeAnswer<'chat/send'>) {
  const edge = fakeTransport({
    'chat/list': list,
    'chat/send': send ?? ((body) => ({ message: msg(100, 'user', body.content) })),
  });
  const view = renderWithProviders(<ChatPage />, {
    route: PATH.chat,
    transport: edge.transport,
    preloadedSession: { token: 't', user: USER },
  });
  return { ...view, ...edge };
}

const texts = (testId: string) => screen.queryAllByTestId(testId).map((el) => el.querySelector('.chat__text')!.textContent);
const type = (text: string) => fireEvent.change(screen.getByPlaceholderText('Type a message'), { target: { value: text } });

describe('ChatPage', () => {
  it('shows the conversation oldest first, the newest at the bottom', async () => {
    setup(() => ({ list: [msg(1, 'user', 'Hi'), msg(2, 'agent', 'Hello, how can we help?')], hasMore: false }));
    await screen.findByText('Hello, how can we help?');
    const rows = screen.getAllByTestId(/chat-(user|agent)/).map((r) => r.querySelector('.chat__text')!.textContent);
    expect(rows).toEqual(['Hello! Ask us anything about your account, deposits, withdrawals or trading.', 'Hi', 'Hello, how can we help?']);
    expect(screen.getByText('This is the beginning of the conversation')).toBeTruthy();
  });

  it('a message shows "sending" until stored, then as sent; a double tap sends once', async () => {
    let store: (a: FakeOutcome<'chat/send'>) => void = () => undefined;
    const { callsTo } = setup(
      () => ({ list: [], hasMore: false }),
      () =>
        new Promise((r) => {
          store = r;
        }),
    );
    await screen.findByText('This is the beginning of the conversation');
    type('How do I withdraw?');
    const send = screen.getByTestId('chat-send');
    fireEvent.click(send);
    fireEvent.click(send);
    expect((screen.getByPlaceholderText('Type a message') as HTMLTextAreaElement).value).toBe('');
    const pending = screen.getByText('How do I withdraw?').closest('[data-testid="chat-user"]')!;
    expect(pending.getAttribute('data-state')).toBe('sending');
    expect(within(pending as HTMLElement).getByText('Sending…')).toBeTruthy();
    await act(async () => {
      store({ message: msg(5, 'user', 'How do I withdraw?') });
    });
    await waitFor(() =>
      expect(screen.getByText('How do I withdraw?').closest('[data-testid="chat-user"]')!.getAttribute('data-state')).toBe('sent'),
    );
    expect(callsTo('chat/send')).toHaveLength(1);
    expect(callsTo('chat/send')[0].body).toEqual({ content: 'How do I withdraw?' });
    expect(texts('chat-user')).toEqual(['How do I withdraw?']);
  });

  it('a failed message is marked "not sent" and Retry sends it again', async () => {
    let tries = 0;
    const { callsTo } = setup(
      () => ({ list: [], hasMore: false }),
      (body) =>
        ++tries === 1
          ? refuse(2802, 'You are sending messages too quickly, please wait a moment')
          : { message: msg(9, 'user', body.content) },
    );
    await screen.findByText('This is the beginning of the conversation');
    type('Hello?');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-retry'));
    await waitFor(() => expect(screen.getAllByTestId('chat-user').map((r) => r.getAttribute('data-state'))).toEqual(['sent']));
    expect(callsTo('chat/send')).toHaveLength(2);
    expect(texts('chat-user')).toEqual(['Hello?']);
  });

  it("the agent's reply appears by itself: the user event refreshes with what is newer than the last message", async () => {
    const { store, callsTo } = setup((body) =>
      body.sinceId === 100
        ? { list: [msg(101, 'agent', 'Withdrawals are made from Mine → Withdrawal.')], hasMore: false }
        : { list: [], hasMore: false },
    );
    await screen.findByText('This is the beginning of the conversation');
    type('withdraw?');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(texts('chat-user')).toEqual(['withdraw?']));
    // What the shell does with the socket's user event.
    act(() => {
      store.dispatch(api.util.invalidateTags(['User']));
    });
    expect(await screen.findByText('Withdrawals are made from Mine → Withdrawal.')).toBeTruthy();
    expect(callsTo('chat/list').at(-1)!.body).toEqual({ sinceId: 100, limit: 100 });
  });

  it('earlier messages load upward with beforeId and keep their order', async () => {
    const { callsTo } = setup((body) =>
      body.beforeId === 31
        ? { list: [msg(29, 'user', 'older question'), msg(30, 'agent', 'older answer')], hasMore: false }
        : { list: [msg(31, 'user', 'latest')], hasMore: true },
    );
    fireEvent.click(await screen.findByTestId('chat-older'));
    expect(await screen.findByText('older answer')).toBeTruthy();
    expect(callsTo('chat/list').at(-1)!.body).toEqual({ beforeId: 31, limit: 30 });
    expect(texts('chat-user')).toEqual(['older question', 'latest']);
    expect(screen.getByText('This is the beginning of the conversation')).toBeTruthy();
  });

  it('renders what anyone typed as text, never as HTML', async () => {
    const { container } = setup(() => ({ list: [msg(1, 'user', '<img src=x onerror="alert(1)"><b>bold</b>')], hasMore: false }));
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeTruthy();
    expect(container.querySelector('.chat__text img, .chat__text b')).toBeNull();
  });

  it('refuses a message over 500 characters in the page', async () => {
    const { callsTo } = setup(() => ({ list: [], hasMore: false }));
    await screen.findByText('This is the beginning of the conversation');
    type('x'.repeat(501));
    expect(screen.getByText('A message can be at most 500 characters')).toBeTruthy();
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('chat/send')).toEqual([]);
  });

  it('102/103: the calls are the chat variant (relaunch to login after 2 s); the page asks nothing more once the session ends', async () => {
    const expired = fail('session-expired', 'Please log in first', 102);
    const { store, calls, callsTo } = setup(
      () => ({ list: [], hasMore: false }),
      () => expired,
    );
    await screen.findByText('This is the beginning of the conversation');
    type('hello');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    // The transport's rule for these paths: the chat variant, login page, 2000 ms.
    expect(calls.every((c) => variantOfPath(c.path) === 'chat')).toBe(true);
    expect(VARIANT_RULES.chat).toEqual({ relaunchTo: PATH.login, relaunchDelayMs: 2000 });
    // The shell ends the session on a 102; the conversation query stops (no token, no polling).
    act(() => {
      store.dispatch(sessionEnded({ reason: 'expired' }));
    });
    const before = calls.length;
    act(() => {
      store.dispatch(api.util.invalidateTags(['User', 'Chat']));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBe(before);
    expect(callsTo('chat/send')).toHaveLength(1);
  });
});
