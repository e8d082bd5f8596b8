import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign } from '@app/shared/transport';
async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-cpu-'));
  const provider = await buildServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: work, RELEASE_DIR: path.join(work, 'none'), LOG_LEVEL: 'warn' }));
  const port = await provider.listen();
  const fields: Record<string, string> = process.env.EP === 'update' ? { versionCode: '100', platform: 'web' } : { page: '1', pageSize: '20' };
  const ep = process.env.EP === 'update' ? 'common/checkUpdate' : 'product/productList';
  const body = normalizeFields({ ...fields, lang: 'en_US' });
  const spec = JSON.stringify({ url: `http://127.0.0.1:${port}/api/${ep}`, method: 'POST', connections: 50, amount: 40000, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: '', time: '1', sign: sign(body, DEMO_SECRETS.main) }, body: encodeForm(body) });
  for (let round = 0; round < 3; round++) {
    const before = process.cpuUsage();
    const started = Date.now();
    const result: any = await new Promise((resolve) => {
      const child = fork(path.join(__dirname, '_tmp-client.js'), [spec], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      child.on('message', resolve);
    });
    const cpu = process.cpuUsage(before);
    console.log(process.env.AB_NO_JSON ? 'B(no cache)' : 'A(cache)   ', ep, 'cpu µs/req', ((cpu.user + cpu.system) / result.total).toFixed(1), 'req/s', Math.round(result.total / ((Date.now() - started) / 1000)), 'p99', result.p99);
  }
  await provider.close();
}
main();
