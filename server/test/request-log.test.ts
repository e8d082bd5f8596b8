// The request log: one line per request at most, a share of the ordinary ones (LOG_REQUEST_SAMPLE,
// evenly spread), and every slow one (LOG_SLOW_REQUEST_MS); never Fastify's two lines per request.
import { startProcessProvider } from './helpers/process-provider';
import { call, makeTempDir, removeDirs } from './helpers/test-provider';

jest.setTimeout(60_000);

const dataDir = makeTempDir('request-log');
afterAll(() => removeDirs([dataDir]));

async function linesFor(env: Record<string, string>, requests: number): Promise<Array<Record<string, unknown>>> {
  const provider = await startProcessProvider({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env });
  try {
    for (let i = 0; i < requests; i++) await call(provider.baseUrl, 'product/productList', { page: '1' });
    // The last request's line (if any) is written before its answer ends: stop, then read.
    provider.child.kill('SIGTERM');
    await provider.exited;
    return provider
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => typeof line.reqId === 'string');
  } finally {
    provider.child.kill('SIGKILL');
  }
}

it('logs a tenth of 200 ordinary requests, one line each, with the status and time', async () => {
  const lines = await linesFor({ LOG_REQUEST_SAMPLE: '0.1' }, 200);
  expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  const completed = lines.filter((l) => l.msg === 'request completed');
  expect(completed).toHaveLength(20);
  expect(completed[0]).toMatchObject({ level: 30, req: { method: 'POST', url: '/api/product/productList' }, res: { statusCode: 200 } });
  expect(typeof completed[0].responseTime).toBe('number');
});

it('logs every slow request as a warning', async () => {
  const lines = await linesFor({ LOG_REQUEST_SAMPLE: '0', LOG_SLOW_REQUEST_MS: '0' }, 30);
  expect(lines.filter((l) => l.msg === 'slow request' && l.level === 40)).toHaveLength(30);
  expect(lines.filter((l) => l.msg !== 'slow request')).toEqual([]);
});
