// Settings of the account domain, read from the environment by loadConfig (config.ts). Malformed
// values stop the start, like every other setting.

export interface AccountSettings {
  /**
   * DEMO_LOG_CAPTCHA (default on): write each picture captcha's answer to the server log as
   * `[captcha] id=<id> answer=<answer>`. A DEMO-ONLY aid (the end-to-end test reads it); turn it
   * off anywhere a captcha should mean something.
   */
  demoLogCaptcha: boolean;
}

type Env = Record<string, string | undefined>;

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

export function loadAccountSettings(env: Env): AccountSettings {
  const raw = env.DEMO_LOG_CAPTCHA?.trim().toLowerCase() || 'on';
  if (!ON.includes(raw) && !OFF.includes(raw)) throw new Error(`DEMO_LOG_CAPTCHA must be on or off, got "${raw}"`);
  return { demoLogCaptcha: ON.includes(raw) };
}
