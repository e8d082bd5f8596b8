// Setup shared by the account tests: one provider on a movable clock, the demo outbox (codes and
// captcha answers read from the demo sender's log lines), and a fresh hour before every test so
// no send or captcha limit of one test reaches the next.
import { startTestProvider, watchDemoOutbox, type DemoOutbox, type TestProvider } from './test-provider';

const HOUR_MS = 60 * 60 * 1000;

export interface AccountTestContext {
  server: () => TestProvider;
  outbox: () => DemoOutbox;
  /** The provider's clock, ms; tests may move it further. */
  clock: { now: number };
}

export function useAccountProvider(): AccountTestContext {
  const clock = { now: Date.now() };
  let server: TestProvider | undefined;
  let outbox: DemoOutbox | undefined;
  beforeAll(async () => {
    server = await startTestProvider({ now: () => clock.now });
    outbox = watchDemoOutbox();
  });
  afterAll(async () => {
    outbox?.stop();
    await server?.close();
  });
  beforeEach(() => {
    clock.now += 2 * HOUR_MS;
  });
  return { server: () => server!, outbox: () => outbox!, clock };
}
