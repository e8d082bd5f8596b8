// What the shell reports about a remote that failed in a visitor's page, and where: the server
// counts it against that version while a canary of the remote runs (server/src/release/health.ts),
// so a candidate that fails more often than the live version is aborted. Anonymous: the remote,
// its version, the route's path pattern and the error's class only — no message, no query, nothing
// the visitor typed; the server knows the visitor by its own `vid` cookie, sent with the report.

/** POSTed to by the shell (sendBeacon, same origin); outside /api and its request signing. */
export const RELEASE_HEALTH_PATH = '/release-health';

export type HealthReportKind = 'load' | 'render';

export interface HealthReport {
  remote: string;
  version: string;
  /** The page's path pattern (`/pages/market/list`), or `widget:<name>` for a Home widget. */
  route: string;
  kind: HealthReportKind;
  /** The error's `name` (`TypeError`, `ChunkLoadError`). */
  errorClass: string;
}

/** An error class as reported: an identifier, at most 64 characters. */
export const HEALTH_ERROR_CLASS = /^[A-Za-z_$][\w$.]{0,63}$/;
/** A route as reported: a path pattern or a widget, at most 128 characters. */
export const HEALTH_ROUTE = /^(\/[\w\-./:]{0,127}|widget:[\w-]{1,64})$/;
