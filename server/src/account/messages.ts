// Messages of the account domain's retCodes, in English and simplified Chinese.
import { ACCOUNT_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof ACCOUNT_RET_CODES)[keyof typeof ACCOUNT_RET_CODES];

export const ACCOUNT_MESSAGES: Record<Code, Translations> = {};
