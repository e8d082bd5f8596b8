// The provider as a real process (server/src/main.ts), for tests that kill it or stop it with a
// signal and start it again on the same data folder and database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ProcessProvider {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts main.ts on a port the system picks and resolves once it listens. */
export function startProcessProvider(env: Record<string, string>): Promise<ProcessProvider> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? '')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`provider did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /App running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exited });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`provider exited (${code}): ${out}`));
    });
  });
}
