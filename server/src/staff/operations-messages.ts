// Messages of the operations calls' retCodes (2940–2959) in English, simplified Chinese and
// Japanese. The staff catalogue (messages.ts) takes the first two; the Japanese catalogue
// (i18n/messages-ja.ts), keyed by the English, takes the third.
import { STAFF_OPERATIONS_RET_CODES } from '@app/shared/staff';
import type { Translations } from '../i18n/translations';

type Code = (typeof STAFF_OPERATIONS_RET_CODES)[keyof typeof STAFF_OPERATIONS_RET_CODES];
const C = STAFF_OPERATIONS_RET_CODES;

const MESSAGES: Record<Code, Translations & { ja: string }> = {
  [C.OPS_PRODUCT_NOT_FOUND]: {
    en: 'No stock or ETF of the market has this code',
    zh: '市场中没有该代码的股票或ETF',
    ja: 'このコードの株式または ETF は市場にありません',
  },
};

/** The operations codes' messages in the catalogue's two languages. */
export const STAFF_OPERATIONS_MESSAGES = Object.fromEntries(
  Object.entries(MESSAGES).map(([code, { en, zh }]) => [code, { en, zh }]),
) as Record<Code, Translations>;

/** Their Japanese, keyed by the English (the Japanese catalogue's key). */
export const STAFF_OPERATIONS_JAPANESE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(MESSAGES).map(({ en, ja }) => [en, ja]),
);
