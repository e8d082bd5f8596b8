// The IPO and AI messages: a retCode → the provider's sentence in the interface language (the ipo
// namespace carries them under `error.`, with the figures of @app/shared/constants), the provider's
// own text for a code it does not know. The logic is @app/shared/forms' (useRetCodeMessages); this
// file names the figures the IPO's sentences quote.
import { AI_ORDERING } from '@app/shared';
import { useRetCodeMessages } from '@app/shared/forms';
import { NS } from '../i18n';

/** Figures the messages quote (one source: @app/shared/constants). */
export const MESSAGE_FIGURES = {
  dailyLimit: AI_ORDERING.dailyLimit,
  min: AI_ORDERING.totalAmount.min,
  max: AI_ORDERING.totalAmount.max,
  multipleOf: AI_ORDERING.totalAmount.multipleOf,
};

/** `rule(code)`, `refusal(err)`…, and `inFlight`, for useSubmitOnce (@app/shared/forms' RetCodeMessages). */
export const useIpoMessages = () => useRetCodeMessages(NS, MESSAGE_FIGURES);
