// The demo's stand-in for an SMS gateway and a mail server: one plain line per message on the
// server's output, e.g. `[verify-code] account=a@b.co purpose=register code=123456`. Tests watch
// the same lines in-process (the test provider runs with LOG_LEVEL=silent, so nothing is printed).
import type { Config } from '../config';
import { escapeForLog } from '../http/log-redaction';

export interface DemoLog {
  write(line: string): void;
}

type Watcher = (line: string) => void;
const watchers = new Set<Watcher>();

/** Every demo line written from now on, in this process, until the returned function is called. */
export function watchDemoLog(watcher: Watcher): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

export function demoLogOf(config: Pick<Config, 'logLevel'>): DemoLog {
  return {
    write(line) {
      const safe = escapeForLog(line);
      if (config.logLevel !== 'silent') process.stdout.write(`${safe}\n`);
      for (const watcher of watchers) watcher(safe);
    },
  };
}
