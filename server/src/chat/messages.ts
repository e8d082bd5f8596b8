// Messages of the chat domain's retCodes, in English and simplified Chinese.
import { CHAT_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof CHAT_RET_CODES)[keyof typeof CHAT_RET_CODES];

export const CHAT_MESSAGES: Record<Code, Translations> = {};
