// Reports a remote that failed in this page (its entry or module did not load, or a page or widget
// threw while rendering) to the provider, which weighs a running canary by it
// (docs/releasing.md#canary). Anonymous and small: the remote, the version this page uses, the
// route's path pattern, the error's class and whether it failed to load or to render — never the
// message, the query or anything the visitor typed. Each distinct report is sent once per page
// load, and at most MAX_REPORTS in all; sending never throws into the page.
import { HEALTH_ERROR_CLASS, RELEASE_HEALTH_PATH, type DomainName, type HealthReport } from '@app/shared/routes';
import { remoteVersion } from './federation';

/** Reports one page load sends at most. */
export const MAX_REPORTS = 5;

const sent = new Set<string>();
const loadFailures = new WeakSet<object>();

/** Marks an error as a failure to load a remote's code (rather than to render it); returns it as an Error. */
export function loadFailure(error: unknown): Error {
  const err = error instanceof Error ? error : new Error(String(error));
  loadFailures.add(err);
  return err;
}

/** Same origin; the visitor's HttpOnly cookie goes with it. A page being left still sends it. */
function beacon(body: string): void {
  if (!navigator.sendBeacon?.(RELEASE_HEALTH_PATH, body))
    void fetch(RELEASE_HEALTH_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

export function reportRemoteFailure(domain: DomainName, route: string, error: unknown, send: (body: string) => void = beacon): void {
  try {
    const version = remoteVersion(domain);
    if (!version || sent.size >= MAX_REPORTS) return;
    const name = (error as { name?: unknown } | null)?.name;
    const report: HealthReport = {
      remote: domain,
      version,
      route,
      kind: loadFailures.has(error as object) ? 'load' : 'render',
      errorClass: typeof name === 'string' && HEALTH_ERROR_CLASS.test(name) ? name : 'Error',
    };
    const body = JSON.stringify(report);
    if (sent.has(body)) return;
    sent.add(body);
    send(body);
  } catch {
    // A report is never worth breaking the page for.
  }
}
