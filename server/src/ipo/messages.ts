// Messages of the ipo domain's retCodes, in English and simplified Chinese.
import { IPO_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof IPO_RET_CODES)[keyof typeof IPO_RET_CODES];

export const IPO_MESSAGES: Record<Code, Translations> = {};
