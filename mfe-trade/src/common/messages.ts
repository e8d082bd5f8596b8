// The provider's trade messages (retCodes 2200–2399) in the interface language: the form says
// exactly what the server would say for the same rule. The logic is @app/shared/forms'
// (useRetCodeMessages); this file names the figures the trade sentences quote.
import { MAX_OPEN_ORDERS, QUANTITY_LIMITS } from '@app/shared';
import { useRetCodeMessages } from '@app/shared/forms';
import { NS } from '../i18n';

/** Figures the messages quote (one source: @app/shared/constants). */
export const MESSAGE_FIGURES = { min: QUANTITY_LIMITS.min, max: QUANTITY_LIMITS.max, maxOrders: MAX_OPEN_ORDERS };

/** `rule(code)`, `refusal(err)`…, and `inFlight`, for useSubmitOnce (@app/shared/forms' RetCodeMessages). */
export const useTradeMessages = () => useRetCodeMessages(NS, MESSAGE_FIGURES);
