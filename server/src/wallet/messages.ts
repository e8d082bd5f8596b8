// Messages of the wallet domain's retCodes, in English and simplified Chinese.
import { WALLET_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof WALLET_RET_CODES)[keyof typeof WALLET_RET_CODES];

export const WALLET_MESSAGES: Record<Code, Translations> = {};
