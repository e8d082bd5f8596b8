// The wallet's messages: a rule's retCode → the same sentence the provider answers, in the
// interface language (the wallet namespace carries, under `error.`, every code it can meet, with
// the figures of @app/shared/constants). The logic is @app/shared/forms' (useRetCodeMessages);
// this file names the figures the wallet's sentences quote.
import { FUND_INVESTMENT, RECHARGE_LIMITS, WITHDRAWAL_HOURS, WITHDRAWAL_LIMITS, WITHDRAW_PASSWORD_DIGITS } from '@app/shared';
import { useRetCodeMessages } from '@app/shared/forms';
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

/** `rule(code)`, `refusal(err)`…, and `inFlight`, for useSubmitOnce (@app/shared/forms' RetCodeMessages). */
export const useWalletMessages = () => useRetCodeMessages(NS, MESSAGE_FIGURES);
