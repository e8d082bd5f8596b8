// Settings of the back office's staff API, read from the environment by loadConfig (config.ts).
// Malformed values stop the start, like every other setting.
import { parseMoney } from '@app/shared/format';

export interface StaffSettings {
  /** STAFF_PORT: the staff listener's port (0: any free one); null (unset): no staff listener. */
  port: number | null;
  /** STAFF_HOST: where the staff listener binds; default 127.0.0.1 (reach it through a VPN or a tunnel). */
  host: string;
  /** STAFF_SIGN_SECRET: the secret staff requests are signed with (never the app's). */
  signSecret: string;
  /** STAFF_REVIEW=on: staff decide deposits, withdrawals and real names; the demo reviewer stays off. */
  review: boolean;
  /**
   * STAFF_OPERATIONS=on: IPO issues are the operations staff's (ops/ipoCreate): the demo data writes
   * no IPO batch and the IPO demo cycle neither opens nor removes issues. The server's jobs still run
   * every issue's lottery, payment deadline and listing at their times.
   */
  operations: boolean;
  /** STAFF_SECOND_APPROVAL_ABOVE (e.g. 10000.00): withdrawals above it need two different approvers. */
  secondApprovalAboveMinor: number;
  /** STAFF_SESSION_HOURS: how long a staff login lasts (default 8). */
  sessionMs: number;
  /** STAFF_DUTY_MINUTES: a support member's duty lapses this long after their last support call (default 5). */
  dutyLapseMs: number;
}

/** The demo secret: replace it in production (docs/back-office.md). */
export const DEMO_STAFF_SIGN_SECRET = 'demo-staff-secret-change-me';

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A switch: on/off (or 1/0, true/false), default off. */
function onOff(env: Env, name: string): boolean {
  const value = (present(env, name) ?? 'off').toLowerCase();
  if (!['on', 'off', '1', '0', 'true', 'false'].includes(value)) throw new Error(`${name} must be on or off, got "${value}"`);
  return ['on', '1', 'true'].includes(value);
}

export function loadStaffSettings(env: Env): StaffSettings {
  const portText = present(env, 'STAFF_PORT');
  if (portText !== undefined && (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535))
    throw new Error(`STAFF_PORT must be a port number, got "${portText}"`);
  const review = onOff(env, 'STAFF_REVIEW');
  const operations = onOff(env, 'STAFF_OPERATIONS');
  const aboveText = present(env, 'STAFF_SECOND_APPROVAL_ABOVE') ?? '10000.00';
  const above = parseMoney(aboveText.replace(/,/g, ''));
  if (above === null) throw new Error(`STAFF_SECOND_APPROVAL_ABOVE must be an amount like 10000.00, got "${aboveText}"`);
  const hoursText = present(env, 'STAFF_SESSION_HOURS') ?? '8';
  if (!/^\d{1,3}$/.test(hoursText) || Number(hoursText) < 1) throw new Error(`STAFF_SESSION_HOURS must be 1 or more, got "${hoursText}"`);
  const dutyText = present(env, 'STAFF_DUTY_MINUTES') ?? '5';
  if (!/^\d{1,3}$/.test(dutyText) || Number(dutyText) < 1 || Number(dutyText) > 240)
    throw new Error(`STAFF_DUTY_MINUTES must be 1 to 240, got "${dutyText}"`);
  return {
    port: portText === undefined ? null : Number(portText),
    host: present(env, 'STAFF_HOST') ?? '127.0.0.1',
    signSecret: present(env, 'STAFF_SIGN_SECRET') ?? DEMO_STAFF_SIGN_SECRET,
    review,
    operations,
    secondApprovalAboveMinor: above,
    sessionMs: Number(hoursText) * 3_600_000,
    dutyLapseMs: Number(dutyText) * 60_000,
  };
}
