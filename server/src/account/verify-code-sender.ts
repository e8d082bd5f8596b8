// How a verification code reaches the user: an SMS for a phone account, an email for an email
// account. Pluggable: the demo writes one line to the server log; a deployment plugs in its SMS
// gateway and mail service behind the same interface.
import type { VerifyCodePurpose } from '@app/shared/contracts';
import type { Language } from '../i18n/language';
import type { DemoLog } from './demo-log';

export interface VerifyCodeMessage {
  /** As stored: lower-case email or phone number. */
  account: string;
  channel: 'sms' | 'email';
  purpose: VerifyCodePurpose;
  code: string;
  /** The language the user asked in, for the message text. */
  lang: Language;
  validForMinutes: number;
}

export interface VerifyCodeSender {
  /** Resolves when the gateway has accepted the message; a rejection answers "Fail" (1500). */
  send(message: VerifyCodeMessage): Promise<void>;
}

/** The demo sender: `[verify-code] account=<account> purpose=<purpose> code=<code>` on the server log. */
export function demoVerifyCodeSender(log: DemoLog): VerifyCodeSender {
  return {
    async send({ account, purpose, code }) {
      log.write(`[verify-code] account=${account} purpose=${purpose} code=${code}`);
    },
  };
}
