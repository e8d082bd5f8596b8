// Messages of the trade domain's retCodes, in English and simplified Chinese.
import { TRADE_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof TRADE_RET_CODES)[keyof typeof TRADE_RET_CODES];

export const TRADE_MESSAGES: Record<Code, Translations> = {};
