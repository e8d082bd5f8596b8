// The wallet's messages: a rule's retCode → the same sentence the provider answers, in the
// interface language (the wallet namespace carries every code it can meet, with the figures of
// @app/shared/constants). A refusal from the provider is shown in the interface language when we
// know its code, else as the provider wrote it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FUND_INVESTMENT, RECHARGE_LIMITS, WITHDRAWAL_HOURS, WITHDRAWAL_LIMITS, WITHDRAW_PASSWORD_DIGITS, type ApiError,
} from '@app/shared';
import { NS } from '../i18n';

/** Figures the messages quote (one source: @app/shared/constants). */
export const MESSAGE_FIGURES = {
  rechargeMin: RECHARGE_LIMITS.min,
  rechargeMax: RECHARGE_LIMITS.max,
  maxPending: RECHARGE_LIMITS.maxPending,
  withdrawMin: WITHDRAWAL_LIMITS.min,
  withdrawMax: WITHDRAWAL_LIMITS.max,
  cap: WITHDRAWAL_LIMITS.dailyCapWithoutFund,
  digits: WITHDRAW_PASSWORD_DIGITS,
  hours: `${WITHDRAWAL_HOURS.open}–${WITHDRAWAL_HOURS.close}`,
  fundMin: FUND_INVESTMENT.min,
  fundMax: FUND_INVESTMENT.max,
  step: FUND_INVESTMENT.step,
};

function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'kind' in e && 'message' in e;
}

export function useWalletMessages() {
  const { t, i18n } = useTranslation(NS);
  const rule = useCallback((code: number) => t(`error.${code}`, MESSAGE_FIGURES), [t]);
  const failure = useCallback((e: unknown): string => {
    if (!isApiError(e)) return t('error.generic');
    if (e.retCode !== null && i18n.exists(`error.${e.retCode}`, { ns: NS })) return rule(e.retCode);
    return e.message || t('error.generic');
  }, [t, i18n, rule]);
  return { rule, failure };
}
