// Limits of the quote socket: one session, and one client address, hold at most a configured
// number of sockets (the oldest is closed with 4409, which the app's client does not answer by
// reconnecting), and a frame the socket layer refuses writes one warn line per connection, without
// a stack, instead of an error line with a stack for every such frame.
import WebSocket from 'ws';
import { RetCode, SOCKET_CLOSE_SUPERSEDED, type SessionResponse } from '@app/shared/contracts';
import { startProcessProvider } from './helpers/process-provider';
import { call, makeTempDir, removeDirs, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';
import { dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

jest.setTimeout(60_000);

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

async function token(baseUrl: string): Promise<string> {
  const account = uniqueEmail('sockets');
  const { body } = await call<SessionResponse>(baseUrl, 'user/register', { account, password: 'abc12345', confirmPassword: 'abc12345' });
  expect(body.retCode).toBe(RetCode.OK);
  return body.data.token;
}

interface Opened {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

async function open(wsUrl: string, sessionToken: string): Promise<Opened> {
  const socket = new WebSocket(`${wsUrl}/websocket/${sessionToken}`);
  sockets.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // A pong: the server has the socket in its hub.
  const pong = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ op: 'ping' }));
  await pong;
  return { socket, closed };
}

describe('sockets per session and per address', () => {
  let server: TestProvider;
  beforeAll(async () => {
    server = await startTestProvider({ env: { SOCKETS_PER_TOKEN: '3', SOCKETS_PER_ADDRESS: '5' } });
  });
  afterAll(() => server.close());

  it('keeps the newest 3 sockets of a session, closing the older ones with 4409', async () => {
    const own = await token(server.baseUrl);
    const opened: Opened[] = [];
    for (let i = 0; i < 10; i++) opened.push(await open(server.wsUrl, own));
    for (const { closed } of opened.slice(0, 7))
      expect(await closed).toEqual({ code: SOCKET_CLOSE_SUPERSEDED, reason: 'too many sockets for this session' });
    for (const { socket } of opened.slice(7)) expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(server.provider.sockets.size).toBe(3);
  });

  it('keeps the newest 5 sockets of an address, whatever their sessions', async () => {
    const tokens = [await token(server.baseUrl), await token(server.baseUrl), await token(server.baseUrl)];
    const opened: Opened[] = [];
    for (const t of tokens) for (let i = 0; i < 2; i++) opened.push(await open(server.wsUrl, t));
    expect(await opened[0].closed).toEqual({ code: SOCKET_CLOSE_SUPERSEDED, reason: 'too many sockets from this address' });
    for (const { socket } of opened.slice(1)) expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(server.provider.sockets.size).toBe(5);
  });
});

describe('frames the socket layer refuses', () => {
  const dataDir = makeTempDir('socket-log');
  afterAll(async () => {
    await dropTestDatabase(dataDir);
    removeDirs([dataDir]);
  });

  it('write one warn line per connection, without a stack', async () => {
    const setup = await startTestProvider({ dataDir, env: { SEED_DEMO: 'false' } });
    const sessionToken = await token(setup.baseUrl);
    await setup.close();
    const provider = await startProcessProvider({ DATA_DIR: dataDir, DATABASE_URL: await testDatabaseUrl(dataDir), LOG_LEVEL: 'info' });
    try {
      const wsUrl = provider.baseUrl.replace('http', 'ws');
      for (let i = 0; i < 5; i++) {
        const { socket, closed } = await open(wsUrl, sessionToken);
        for (let j = 0; j < 10; j++) socket.send('not json'); // ignored without a word
        // Invalid UTF-8 in a text frame: the socket layer ends the connection (1007).
        socket.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
        socket.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
        expect((await closed).code).toBe(1007);
      }
      const refusals = () =>
        provider
          .output()
          .split('\n')
          .filter((line) => line.includes('a frame it could not take'));
      for (const deadline = Date.now() + 10_000; refusals().length < 5 && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(refusals()).toHaveLength(5);
      for (const line of refusals()) {
        expect(JSON.parse(line)).toMatchObject({ level: 40, socketError: { code: 'WS_ERR_INVALID_UTF8' } });
      }
      expect(provider.output()).not.toMatch(/"level":50|"stack"/);
    } finally {
      provider.child.kill('SIGKILL');
      await provider.exited;
    }
  });
});
