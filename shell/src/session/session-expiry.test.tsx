// A session ending under the customer (retCode 102/103, docs/product.md §4), as they see it: the
// page where it happened stays on screen under the message until the relaunch, which comes once,
// when the time is up (3 s main, 2 s chat), to the variant's page; nothing is forced on a customer
// who left that page meanwhile. The real store, transport, session-expiry handler, RequireSession,
// watcher and navigator bridge inside a memory router; only fetch, the toast and the clock are fake.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Outlet, useLocation, useRoutes, type Location } from 'react-router';
import { api, initI18n, sessionStarted, type UserInfo } from '@app/shared';
import { PATH } from '@app/shared/routes';
import { createAppStore, type ShellStore } from '../store/create-store';
import { createTransport } from '../transport/transport';
import { NavigatorBridge, type Navigator } from '../app/router';
import { createSessionExpiryHandler } from './session-expiry';
import { RequireSession } from './RequireSession';
import { SessionExpiryWatch } from './SessionExpiryWatch';

const i18n = initI18n('en');
const NOW = 1772341200000;
const USER: UserInfo = {
  uid: '10000001',
  account: 'a@example.com',
  accountType: 'email',
  nickname: 'a',
  realNameStatus: 0,
  inviteCode: 'ABC123',
  createdAt: NOW,
};

// A page's call: Position asks for its orders, the chat for its conversation.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeOrders: build.query<unknown, void>({ query: () => ({ path: 'lever/myLeverRecord', body: {} }) }),
    probeChat: build.query<unknown, void>({ query: () => ({ path: 'chat/list', body: {} }) }),
  }),
});

function PositionStub() {
  probeApi.useProbeOrdersQuery();
  return (
    <>
      <h1>Position page</h1>
      <Link to={PATH.mine}>Mine</Link>
    </>
  );
}
function ChatStub() {
  probeApi.useProbeChatQuery();
  return <h1>Chat page</h1>;
}
function OpenAccountStub() {
  return (
    <>
      <h1>Open account page</h1>
      <Link to={PATH.login}>I already have an account</Link>
    </>
  );
}

// What the router shows, kept by the shell stub for the handler and the assertions.
const seen: { location: Location | null; visited: string[] } = { location: null, visited: [] };
function Shell() {
  const here = useLocation();
  useEffect(() => {
    seen.location = here;
    seen.visited.push(here.pathname);
  }, [here]);
  return (
    <>
      <SessionExpiryWatch />
      <Outlet />
    </>
  );
}
function Routes({ onNavigator }: { onNavigator: (n: Navigator) => void }) {
  return (
    <>
      <NavigatorBridge onReady={onNavigator} />
      {useRoutes([
        {
          path: '/',
          element: <Shell />,
          children: [
            { path: PATH.positions.slice(1), element: <RequireSession>{<PositionStub />}</RequireSession> },
            { path: PATH.chat.slice(1), element: <RequireSession>{<ChatStub />}</RequireSession> },
            { path: PATH.openAccount.slice(1), element: <OpenAccountStub /> },
            { path: PATH.login.slice(1), element: <h1>Login page</h1> },
            { path: PATH.mine.slice(1), element: <RequireSession>{<h1>Mine page</h1>}</RequireSession> },
          ],
        },
      ])}
    </>
  );
}

function setup(start: string) {
  const calls: string[] = [];
  const toast = jest.fn<void, [string, number]>();
  let navigate: Navigator | null = null;
  let store: ShellStore | null = null;
  const transport = createTransport({
    fetch: async (input) => {
      calls.push(String(input));
      return { status: 200, ok: true, json: async () => ({ retCode: 103, message: 'Login expired', data: null }) } as Response;
    },
    secrets: __SIGN_SECRETS__,
    now: () => NOW,
    lang: () => 'en_US',
    toast,
    text: () => ({ noNetwork: i18n.t('network.noNetwork'), aborted: i18n.t('network.aborted') }),
    onSessionExpired: createSessionExpiryHandler({
      storage: window.localStorage,
      store: () => store!,
      here: () => (seen.location ? seen.location.pathname + seen.location.search : ''),
      toast,
      relaunch: (path, state) => navigate!(path, state),
      fallbackMessage: () => i18n.t('session.loginFirst'),
    }),
  });
  store = createAppStore({ transport, storage: window.localStorage, now: () => NOW });
  store.dispatch(sessionStarted({ token: 'tok-123', user: USER }));
  const onNavigator = (n: Navigator) => {
    navigate = n;
  };
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[start]}>
        <Routes onNavigator={onNavigator} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, calls, toast };
}

const wait = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  window.localStorage.clear();
  seen.visited = [];
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
  seen.location = null;
});

describe('a 103 on a main call', () => {
  it('keeps the page where it happened, with the message, until 3 s; then opens the open-account page once', async () => {
    const { store, calls, toast } = setup(PATH.positions);
    await wait(50);
    expect(calls).toEqual(['/api/lever/myLeverRecord']);
    expect(toast).toHaveBeenCalledWith('Login expired', 3000);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();

    await wait(2900); // 2950 ms after the 103: still the page it happened on
    expect(screen.getByRole('heading').textContent).toBe('Position page');
    expect(calls).toHaveLength(1); // the page did not ask again meanwhile

    await wait(100);
    expect(screen.getByRole('heading').textContent).toBe('Open account page');
    // Logging in from there brings the customer back to where the session ended.
    expect(seen.location!.state).toEqual({ from: PATH.positions });

    await wait(10_000);
    expect(seen.visited).toEqual([PATH.positions, PATH.openAccount]);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('a customer who goes on to "I already have an account" within the 3 s stays on the login page', async () => {
    const { toast } = setup(PATH.positions);
    await wait(500);
    // A tab to another private page: open account (no session), then its link to log in.
    fireEvent.click(screen.getByText('Mine'));
    await wait(0);
    expect(screen.getByRole('heading').textContent).toBe('Open account page');
    fireEvent.click(screen.getByText('I already have an account'));
    await wait(0);
    expect(screen.getByRole('heading').textContent).toBe('Login page');

    await wait(10_000); // past the 3 s: nothing is forced on them
    expect(screen.getByRole('heading').textContent).toBe('Login page');
    expect(seen.visited).toEqual([PATH.positions, PATH.mine, PATH.openAccount, PATH.login]);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});

describe('a 103 on a chat call', () => {
  it('keeps the chat until 2 s, then opens the login page, once; never the open-account page', async () => {
    const { toast } = setup(PATH.chat);
    await wait(50);
    expect(toast).toHaveBeenCalledWith('Login expired', 2000);
    await wait(1900);
    expect(screen.getByRole('heading').textContent).toBe('Chat page');
    await wait(100);
    expect(screen.getByRole('heading').textContent).toBe('Login page');
    await wait(10_000);
    expect(seen.visited).toEqual([PATH.chat, PATH.login]);
    expect(seen.location!.state).toEqual({ from: PATH.chat });
  });
});
