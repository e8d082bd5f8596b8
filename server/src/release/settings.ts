// Settings of the release API's uploads and of its gate, read from the environment by loadConfig.
// Malformed values stop the start, like every other setting.

export interface ReleaseSettings {
  /** RELEASE_UPLOAD_MAX_BYTES (default 64 MiB): the unpacked size of one uploaded version, and the most a gzipped upload may send. */
  uploadMaxBytes: number;
  /** RELEASE_UPLOAD_MAX_FILE_BYTES (default 16 MiB): the largest single file of an upload. */
  uploadMaxFileBytes: number;
  /** RELEASE_UPLOAD_MAX_FILES (default 3000): files in one upload. */
  uploadMaxFiles: number;
  /** RELEASE_SOURCEMAPS (default off): source maps (`.map`) may be uploaded and hosted. */
  sourceMaps: boolean;
  /** RELEASE_GATE_PROBE (default on): the gate loads the candidate's exposed modules in the live shell, in Chromium. */
  gateProbe: boolean;
  /** RELEASE_GATE_RENDER (default on): the gate renders every page of the candidate inside the live shell, in Chromium. */
  gateRender: boolean;
  /** CHROMIUM_PATH (default /usr/bin/chromium): the browser the gate drives. */
  chromiumPath: string;
  /** RELEASE_GATE_TABS (default 4): pages the gate renders at once, in one browser. */
  gateTabs: number;
  /** RELEASE_GATE_PAGE_TIMEOUT_MS (default 15000): how long one page may take to finish rendering. */
  gatePageTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

const MIB = 1024 * 1024;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function loadReleaseSettings(env: Env): ReleaseSettings {
  return {
    uploadMaxBytes: integer(env, 'RELEASE_UPLOAD_MAX_BYTES', 64 * MIB, 1024, 4096 * MIB),
    uploadMaxFileBytes: integer(env, 'RELEASE_UPLOAD_MAX_FILE_BYTES', 16 * MIB, 1, 4096 * MIB),
    uploadMaxFiles: integer(env, 'RELEASE_UPLOAD_MAX_FILES', 3000, 1, 1_000_000),
    sourceMaps: flag(env, 'RELEASE_SOURCEMAPS', false),
    gateProbe: flag(env, 'RELEASE_GATE_PROBE', true),
    gateRender: flag(env, 'RELEASE_GATE_RENDER', true),
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    gateTabs: integer(env, 'RELEASE_GATE_TABS', 4, 1, 32),
    gatePageTimeoutMs: integer(env, 'RELEASE_GATE_PAGE_TIMEOUT_MS', 15_000, 1000, 120_000),
  };
}
