// The two request variants of docs/product.md §7/§8. Each has its own secret (supplied at build time from
// SIGN_SECRET_MAIN / SIGN_SECRET_CHAT) and its own relaunch rule after a 102/103.
import { SESSION } from '../constants/session';
import { PATH } from '../routes/paths';
import demoSecrets from './demo-secrets.json';

export type Variant = 'main' | 'chat';

export interface VariantRule {
  /** Where the app relaunches after the session is cleared. */
  relaunchTo: string;
  /** Delay before relaunching, ms. */
  relaunchDelayMs: number;
}

export const VARIANT_RULES: Record<Variant, VariantRule> = {
  main: { relaunchTo: PATH.openAccount, relaunchDelayMs: SESSION.relaunchDelayMainMs },
  chat: { relaunchTo: PATH.login, relaunchDelayMs: SESSION.relaunchDelayChatMs },
};

/** Demo secrets: used by both the server and the shell build when the environment sets none. */
export const DEMO_SECRETS: Record<Variant, string> = demoSecrets;

/** The API path groups that use the chat variant. */
export function variantOfPath(path: string): Variant {
  return path.startsWith('chat/') ? 'chat' : 'main';
}
