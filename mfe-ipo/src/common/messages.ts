// The provider's messages of this domain, translated in every interface language (the provider
// answers in English or Chinese only): by retCode, with the provider's own text as the fallback.
import type { TFunction } from 'i18next';
import { AI_ORDERING } from '@app/shared';

export function ipoMessage(t: TFunction, retCode: number, fallback?: string): string {
  const { min, max, multipleOf } = AI_ORDERING.totalAmount;
  return t(`errors.${retCode}`, { defaultValue: fallback ?? t('errors.generic'), dailyLimit: AI_ORDERING.dailyLimit, min, max, multipleOf });
}

/** The retCode and message of a rejected call (RTK Query's unwrap), when it is a business error. */
export function failureOf(err: unknown): { retCode: number | null; message: string } {
  const e = err as { retCode?: number | null; message?: string };
  return { retCode: typeof e?.retCode === 'number' ? e.retCode : null, message: e?.message ?? '' };
}
