// Messages of the operations calls' retCodes (2940–2959) in English, simplified Chinese and
// Japanese. The staff catalogue (messages.ts) takes the first two; the Japanese catalogue
// (i18n/messages-ja.ts), keyed by the English, takes the third.
import { STAFF_OPERATIONS_RET_CODES } from '@app/shared/staff';
import type { Translations } from '../i18n/translations';

type Code = (typeof STAFF_OPERATIONS_RET_CODES)[keyof typeof STAFF_OPERATIONS_RET_CODES];
const C = STAFF_OPERATIONS_RET_CODES;

const MESSAGES: Record<Code, Translations & { ja: string }> = {
  [C.OPS_IPO_CODE_INVALID]: {
    en: 'The stock code must be 1 to 12 capital letters or digits',
    zh: '股票代码须为1至12位大写字母或数字',
    ja: '銘柄コードは 1～12 文字の英大文字または数字にしてください',
  },
  [C.OPS_IPO_CODE_TAKEN]: {
    en: 'This code is already used by a product or another issue',
    zh: '该代码已被其他产品或新股使用',
    ja: 'このコードはすでに他の銘柄または IPO で使われています',
  },
  [C.OPS_IPO_TEXT_REQUIRED]: {
    en: 'Please give the name and the description in English and in Chinese',
    zh: '请填写英文和中文的名称及简介',
    ja: '名称と説明を英語と中国語で入力してください',
  },
  [C.OPS_IPO_EXCHANGE_INVALID]: {
    en: 'Unknown market or exchange, or the exchange is not in this market',
    zh: '市场或交易所无效，或该交易所不属于此市场',
    ja: '市場または取引所が不明か、その取引所はこの市場のものではありません',
  },
  [C.OPS_IPO_PRICE_INVALID]: {
    en: 'Prices must be amounts above zero with at most 2 decimals',
    zh: '价格须为大于零且最多两位小数的金额',
    ja: '価格はゼロより大きく、小数点以下 2 桁までの金額にしてください',
  },
  [C.OPS_IPO_PRICE_RANGE]: {
    en: 'The offer price must lie within the price range, from its lowest to its highest price',
    zh: '发行价须在价格区间的最低价与最高价之间',
    ja: '公開価格は仮条件の下限から上限までの範囲にしてください',
  },
  [C.OPS_IPO_QUANTITY_INVALID]: {
    en: 'The lot size, the shares offered and the maximum per customer must be whole numbers of shares above zero',
    zh: '每手股数、发行股数和每位客户上限须为大于零的整数股',
    ja: '売買単位、公開株数、お客様 1 人あたりの上限はゼロより大きい整数の株数にしてください',
  },
  [C.OPS_IPO_NOT_LOT_MULTIPLE]: {
    en: 'The shares offered and the maximum per customer must be whole lots, the maximum no more than the shares offered',
    zh: '发行股数和每位客户上限须为整手，且上限不超过发行股数',
    ja: '公開株数とお客様 1 人あたりの上限は単位株の倍数にし、上限は公開株数以下にしてください',
  },
  [C.OPS_IPO_DATES_ORDER]: {
    en: 'The dates must be in order: subscription start, subscription end, lottery, listing',
    zh: '日期须依次为：申购开始、申购结束、抽签、上市',
    ja: '日時は申込開始、申込終了、抽選、上場の順にしてください',
  },
  [C.OPS_IPO_START_PASSED]: {
    en: 'The subscription must start in the future',
    zh: '申购开始时间须晚于当前时间',
    ja: '申込開始は現在より後の日時にしてください',
  },
  [C.OPS_IPO_LOCKED]: {
    en: 'Subscriptions have opened: only the names, the descriptions and the listing price can still change',
    zh: '申购已开始：只能修改名称、简介和上市价格',
    ja: '申込受付が始まっています。変更できるのは名称、説明、上場価格のみです',
  },
  [C.OPS_IPO_LISTED]: {
    en: 'This issue has listed and can no longer be changed',
    zh: '该新股已上市，不能再修改',
    ja: 'この IPO は上場済みのため、変更できません',
  },
  [C.OPS_LOTTERY_NOT_DUE]: {
    en: 'The lottery time of this issue has not come yet',
    zh: '该新股尚未到抽签时间',
    ja: 'この IPO の抽選時刻はまだ来ていません',
  },
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
