// The per-account daily upload limits hold under simultaneous slow uploads
// (a slot is reserved before the bytes are read) and total bytes per account per day are capped.
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { UPLOAD } from '@app/shared/constants';
import { png, slowUpload } from './helpers/slow-upload';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

async function register(server: TestProvider): Promise<string> {
  const account = uniqueEmail('hard-upload');
  const registered = await call<SessionResponse>(server.baseUrl, 'user/register', {
    account,
    password: 'abc12345',
    confirmPassword: 'abc12345',
  });
  return registered.body.data.token;
}

describe('upload limits under concurrency', () => {
  let server: TestProvider;
  beforeAll(async () => {
    server = await startTestProvider({ env: { UPLOAD_BYTES_PER_DAY: String(1024 * 1024 * 1024) } });
  });
  afterAll(() => server.close());

  it(`stores at most ${UPLOAD.maxPerUserPerDay} of 70 simultaneous slow uploads of one account`, async () => {
    const token = await register(server);
    const answers = await Promise.all(Array.from({ length: 70 }, () => slowUpload(server.baseUrl, token, png(2000), 400)));
    const stored = answers.filter((a) => a.retCode === RetCode.OK).length;
    const refused = answers.filter((a) => a.retCode === RetCode.UPLOAD_DAILY_LIMIT).length;
    expect(stored).toBe(UPLOAD.maxPerUserPerDay);
    expect(refused).toBe(70 - UPLOAD.maxPerUserPerDay);
    const rows = await server.provider.db.selectFrom('uploads').select('id').execute();
    expect(rows.length).toBe(UPLOAD.maxPerUserPerDay);
  }, 60_000);

  it('gives the slot back when the upload is refused', async () => {
    const token = await register(server);
    const notImage = Buffer.alloc(100, 1);
    const first = await slowUpload(server.baseUrl, token, notImage, 0);
    expect(first.retCode).toBe(RetCode.UPLOAD_NOT_IMAGE);
    const slots = await server.provider.db.selectFrom('upload_reservations').select('id').execute();
    expect(slots.length).toBe(0);
  });
});

describe('bytes per account per day', () => {
  let server: TestProvider;
  beforeAll(async () => {
    server = await startTestProvider({ env: { UPLOAD_BYTES_PER_DAY: '25000' } });
  });
  afterAll(() => server.close());

  it('refuses uploads past the daily byte cap, even simultaneous ones', async () => {
    const token = await register(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => slowUpload(server.baseUrl, token, png(5000), 300)));
    const refused = answers.filter((a) => a.retCode === RetCode.UPLOAD_DAILY_LIMIT).length;
    expect(refused).toBeGreaterThan(0);
    const rows = await server.provider.db.selectFrom('uploads').select('size_bytes').execute();
    const total = rows.reduce((sum, r) => sum + Number(r.size_bytes), 0);
    expect(total).toBeLessThanOrEqual(25000);
    expect(rows.length).toBe(10 - refused);
  }, 30_000);
});
