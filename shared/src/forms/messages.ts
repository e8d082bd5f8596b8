// A refusal's sentence in the interface language. Each remote's namespace carries, under
// `error.<retCode>`, the provider's sentence for every code its forms can meet (with {{figures}}
// from @app/shared/constants), and may word `error.generic` (else the common namespace's
// `generic.fail`); the provider answers in English or Chinese only, so a code the namespace knows
// is shown in the reader's language, any other as the provider wrote it.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiError } from '../store/api';

/** CORE_RET_CODES.DO_NOT_SUBMIT_CONTINUOUSLY, as a literal: importing the contract's table would bundle every domain's codes into each remote (messages.test.ts checks the value). */
const DO_NOT_SUBMIT_CONTINUOUSLY = 1008;

/** What a failed call carries: the transport's ApiError as RTK Query's `unwrap()` rejects with it. */
export interface Failure {
  /** The provider's retCode when it refused the call; null when the call got no answer (network, HTTP). */
  retCode: number | null;
  /** The provider's own text (or the transport's), possibly empty. */
  message: string;
}

/** The retCode and message of a rejected call; anything that is not an ApiError has neither. */
export function failureOf(err: unknown): Failure {
  const e = err as Partial<ApiError> | null | undefined;
  if (typeof e !== 'object' || e === null || !('kind' in e)) return { retCode: null, message: '' };
  return { retCode: typeof e.retCode === 'number' ? e.retCode : null, message: typeof e.message === 'string' ? e.message : '' };
}

/** Values the sentences quote, by their {{name}} (e.g. `{ min: QUANTITY_LIMITS.min }`). */
export type MessageFigures = Readonly<Record<string, string | number>>;

export interface RetCodeMessages {
  /** The sentence of a rule's retCode (`error.<retCode>`, figures filled in); the generic one for a code without one. */
  rule(retCode: number): string;
  /** A refusal's sentence when the namespace knows its code, else null (the transport has shown the provider's text). */
  known(err: unknown): string | null;
  /** A refusal as a form shows it itself (a silent call): the known sentence, else the provider's text; null when the call was not refused. */
  refusal(err: unknown): string | null;
  /** Always a sentence: the refusal's, else the failure's own message, else the generic one. */
  failure(err: unknown): string;
  /** What a second tap says while a call is on its way (useSubmitOnce): the namespace's `error.1008`, the provider's "do not submit continuously". */
  inFlight: string;
}

/** The helper on a given `t` and key test (outside React, or with an i18next instance of one's own). */
export function retCodeMessages(t: TFunction, has: (key: string) => boolean, figures: MessageFigures = {}): RetCodeMessages {
  const generic = () => t('error.generic', { defaultValue: t('generic.fail', { ns: 'common' }) });
  const rule = (retCode: number) => t(`error.${retCode}`, { ...figures, defaultValue: generic() });
  const known = (err: unknown) => {
    const { retCode } = failureOf(err);
    return retCode !== null && has(`error.${retCode}`) ? rule(retCode) : null;
  };
  const refusal = (err: unknown) => {
    const { retCode, message } = failureOf(err);
    return retCode === null ? null : (known(err) ?? (message || generic()));
  };
  return {
    rule,
    known,
    refusal,
    failure: (err) => refusal(err) ?? (failureOf(err).message || generic()),
    inFlight: rule(DO_NOT_SUBMIT_CONTINUOUSLY),
  };
}

/** `const { rule, refusal, inFlight } = useRetCodeMessages(NS, FIGURES)`: the helper on a remote's namespace (cheap to build: no memo). */
export function useRetCodeMessages(ns: string, figures?: MessageFigures): RetCodeMessages {
  const { t, i18n } = useTranslation(ns);
  return retCodeMessages(t, (key) => i18n.exists(key, { ns }), figures);
}
