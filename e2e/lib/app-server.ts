// Starts the real provider server for a test run: a fresh temporary database and a temporary
// copy of the released front end, so a test can make one remote's files disappear for real.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '@app/shared/testing/tls';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface AppServer {
  baseUrl: string;
  releaseDir: string;
  /** The provider's DATA_DIR (its embedded database), for the server's own commands (release-token). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** The last verification code the demo sender logged for this account (as stored: emails
   *  lower-case) and purpose, waiting up to 5 s for the log line to arrive. */
  verifyCode(account: string, purpose?: 'register' | 'reset'): Promise<string>;
  /** The answer of a picture captcha, from the demo log line (DEMO_LOG_CAPTCHA, on by default). */
  captchaAnswer(captchaId: string): Promise<string>;
  /** Makes a remote's hosted version unreachable (404) until the returned function restores it. */
  hideRemote(name: string, version?: string): () => void;
  /**
   * The environment `npm run release` needs against this server: RELEASE_DIR, RELEASE_URL and
   * RELEASE_TOKEN (a release manager's token, created once with the server's release-token command).
   */
  releaseEnv(): Record<string, string>;
  stop(): Promise<void>;
}

/** Running servers by base URL, so helpers given only a URL (registerUser) can read their log. */
const running = new Map<string, AppServer>();

export function appServerAt(baseUrl: string): AppServer {
  const server = running.get(baseUrl);
  if (!server) throw new Error(`no app server started at ${baseUrl}`);
  return server;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last match of `pattern` (its first group) in the text `read` returns, polling until `timeoutMs`. */
async function lastMatch(read: () => string, pattern: RegExp, what: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = [...read().matchAll(new RegExp(pattern.source, 'gm'))];
    if (all.length > 0) return all[all.length - 1][1];
    if (Date.now() > deadline) throw new Error(`${what} not found in the server log`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The port the server listens on, from its start-up line (it is started on port 0, so the system
 * picks a free port: several files' servers at once never race for one).
 */
function listeningPort(child: ChildProcess, log: () => string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const port = /App running at https?:\/\/localhost:(\d+)/.exec(log())?.[1];
      if (port) done(() => resolve(Number(port)));
    };
    const exited = (code: number | null) => done(() => reject(new Error(`server exited with ${code}`)));
    const timer = setTimeout(() => done(() => reject(new Error(`server did not start within ${timeoutMs} ms`))), timeoutMs);
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.off('exit', exited);
      settle();
    };
    child.stdout!.on('data', check);
    child.once('exit', exited);
    check();
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

export interface AppServerOptions {
  /**
   * Serve HTTPS with HTTP/2, as a deployment does (TLS_CERT_FILE / TLS_KEY_FILE), with a
   * throw-away self-signed certificate: browsers need `ignoreHTTPSErrors` (Chromium:
   * --ignore-certificate-errors), and this process's own fetches stop checking certificates.
   */
  tls?: boolean;
  /** Serve this release folder as it is (default: a copy of the repository's releases/). */
  releaseDir?: string;
  /** More settings of the server (e.g. RELEASE_HEALTH_CHECK_MS). */
  env?: Record<string, string>;
}

export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const source = options.releaseDir ?? path.join(ROOT, 'releases');
  if (!existsSync(path.join(source, 'shell', 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it).');
  }
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-app-'));
  const releaseDir = options.releaseDir ?? path.join(work, 'releases');
  if (!options.releaseDir) cpSync(source, releaseDir, { recursive: true });
  const dataDir = path.join(work, 'data');
  const tls = options.tls ? selfSignedCertificate(work) : null;
  // Our own certificate on the loopback: this test process's fetches (readiness, API helpers) accept it.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    // The journeys log in many times from 127.0.0.1: no per-address login budget (server/src/guards/settings.ts).
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASE_DIR: releaseDir,
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => {
    log += d;
  });
  child.stderr!.on('data', (d) => {
    log += d;
  });
  let baseUrl = '';
  try {
    const port = await listeningPort(child, () => log, 30_000);
    baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
    // A folder given as it is may have no registry yet: the shell's page says the server is up.
    await waitForHttp(options.releaseDir ? `${baseUrl}/` : `${baseUrl}/remotes.json`, child, 30_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${log}`);
  }
  let releaseToken: string | undefined;
  const server: AppServer = {
    baseUrl,
    releaseDir,
    dataDir,
    output: () => log,
    verifyCode: (account, purpose = 'register') =>
      lastMatch(
        () => log,
        new RegExp(`^\\[verify-code\\] account=${escapeRegExp(account)} purpose=${purpose} code=(\\d{6})$`),
        `code for ${account}`,
      ),
    captchaAnswer: (captchaId) =>
      lastMatch(() => log, new RegExp(`^\\[captcha\\] id=${escapeRegExp(captchaId)} answer=(\\w+)$`), `captcha ${captchaId}`),
    releaseEnv() {
      if (!releaseToken) {
        const res = spawnSync(
          process.execPath,
          ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'release', 'token-cli.ts'), 'create', '--release-manager', '--name', 'e2e'],
          { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } },
        );
        if (res.status !== 0) throw new Error(`release-token failed: ${res.stdout}${res.stderr}`);
        releaseToken = res.stdout.trim().split('\n').pop()!;
      }
      return { RELEASE_DIR: releaseDir, RELEASE_URL: baseUrl, RELEASE_TOKEN: releaseToken };
    },
    hideRemote(name, version = '1.0.0') {
      const dir = path.join(releaseDir, 'remotes', name, version);
      const hidden = `${dir}.hidden`;
      renameSync(dir, hidden);
      return () => renameSync(hidden, dir);
    },
    async stop() {
      running.delete(baseUrl);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // The grace timer is cleared once the server is gone: a pending timer would keep this
        // test process alive for its full 5 s after the last test.
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          exited,
          new Promise((r) => {
            grace = setTimeout(r, 5000);
          }),
        ]);
        clearTimeout(grace);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
  running.set(baseUrl, server);
  return server;
}
