// Messages of the content domain's retCodes, in English and simplified Chinese.
import { MARKET_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof MARKET_RET_CODES)[keyof typeof MARKET_RET_CODES];

export const MARKET_MESSAGES: Record<Code, Translations> = {
  [MARKET_RET_CODES.PRODUCT_NOT_FOUND]: { en: 'Failed to get product information', zh: '获取产品信息失败' },
  [MARKET_RET_CODES.ARTICLE_NOT_FOUND]: { en: 'The article does not exist', zh: '文章不存在' },
};
