// Message catalogue of the provider in English and simplified Chinese. Wording follows docs/product.md §5/§8
// where it names the message. Every retCode must have an entry (the type enforces it).
import { CORE_RET_CODES, RetCode, type RetCodeValue } from '@app/shared/contracts';
import type { StaffRetCodeValue } from '@app/shared/staff';
import { ACCOUNT_MESSAGES } from '../account/messages';
import { CHAT_MESSAGES } from '../chat/messages';
import { MARKET_MESSAGES } from '../content/messages';
import { IPO_MESSAGES } from '../ipo/messages';
import { TRADE_MESSAGES } from '../trade/messages';
import { STAFF_MESSAGES } from '../staff/messages';
import { STAFF_DESK_MESSAGES } from '../staff/desk-messages';
import { WALLET_MESSAGES } from '../wallet/messages';
import type { Translations } from './translations';
import type { ContentLanguage, Language } from './language';
import { japaneseMessage } from './messages-ja';
import { textFor } from './request-content';
import { toTraditional } from '@app/shared/i18n/traditional';

type CoreCode = (typeof CORE_RET_CODES)[keyof typeof CORE_RET_CODES];

const CORE_MESSAGES: Record<CoreCode, Translations> = {
  [RetCode.OK]: { en: 'Success', zh: '成功' },
  [RetCode.NOT_LOGGED_IN]: { en: 'Please log in first', zh: '请先登录' },
  [RetCode.SESSION_EXPIRED]: { en: 'Login expired, please log in again', zh: '登录已过期，请重新登录' },
  [RetCode.BAD_SIGNATURE]: { en: 'Request signature error', zh: '请求签名错误' },
  [RetCode.REQUEST_TIME_OUT_OF_WINDOW]: {
    en: "The request time is out of range, please check the device's date and time",
    zh: '请求时间超出范围，请检查设备的日期和时间',
  },
  [RetCode.REQUEST_REPLAYED]: { en: 'This request has already been received', zh: '该请求已收到' },
  [RetCode.INVALID_PARAMS]: { en: 'Invalid parameters', zh: '参数错误' },
  [RetCode.WRONG_PHONE]: { en: 'Wrong mobile phone number', zh: '手机号码错误' },
  [RetCode.WRONG_EMAIL]: { en: 'Email input error', zh: '邮箱输入错误' },
  [RetCode.EMAIL_HAS_SPACES]: { en: 'Email cannot contain spaces', zh: '邮箱不能包含空格' },
  [RetCode.WRONG_PASSWORD]: { en: 'Wrong password', zh: '密码错误' },
  [RetCode.PASSWORDS_INCONSISTENT]: { en: 'The two passwords are inconsistent', zh: '两次输入的密码不一致' },
  [RetCode.ACCOUNT_EXISTS]: { en: 'Account already exists', zh: '账号已存在' },
  [RetCode.REFERRER_ERROR]: { en: 'Referrer ID error', zh: '推荐人ID错误' },
  [RetCode.DO_NOT_SUBMIT_CONTINUOUSLY]: { en: 'Do not submit continuously', zh: '请勿连续提交' },
  [RetCode.VERIFY_CODE_ERROR]: { en: 'Verification code error', zh: '验证码错误' },
  [RetCode.CAPTCHA_ERROR]: { en: 'Picture captcha error', zh: '图形验证码错误' },
  [RetCode.CONTROL_CHARACTERS]: { en: 'Text cannot contain control characters', zh: '文字不能包含控制字符' },
  [RetCode.REQUEST_ID_BLANK]: { en: 'The request ID cannot be blank', zh: '请求编号不能为空' },
  [RetCode.REQUEST_ID_REUSED]: { en: 'This request ID was already used for a different request', zh: '该请求编号已用于另一个请求' },
  [RetCode.SEND_TOO_OFTEN]: { en: 'Cannot send repeatedly in a short time', zh: '短时间内不能重复发送' },
  [RetCode.NOT_FOUND]: { en: 'Not found', zh: '接口不存在' },
  [RetCode.SERVER_ERROR]: { en: 'Fail', zh: '失败' },
};

/** A retCode the provider answers: the customer API's, and the staff API's (kept out of the app's `RetCode`). */
export type ProviderRetCode = RetCodeValue | StaffRetCodeValue;

/** Every retCode's message: each domain keeps its own catalogue (the types make each complete). */
const RET_CODE_MESSAGES: Record<ProviderRetCode, Translations> = {
  ...CORE_MESSAGES,
  ...WALLET_MESSAGES,
  ...TRADE_MESSAGES,
  ...IPO_MESSAGES,
  ...MARKET_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CHAT_MESSAGES,
  ...STAFF_MESSAGES,
  ...STAFF_DESK_MESSAGES,
};

/** Texts that are data rather than errors. `{name}` placeholders are filled by `text`. */
const TEXTS = {
  updateAvailable: {
    en: 'Version {version} is available. Reload the app to get the latest features and fixes.',
    zh: '新版本 {version} 已发布，请刷新应用以获取最新功能和修复。',
  },
  upToDate: { en: 'You are using the latest version.', zh: '当前已是最新版本。' },
} satisfies Record<string, Translations>;

export type TextId = keyof typeof TEXTS;

/**
 * A retCode's message in a request language (en, zh) or a content language: zh-Hant is the
 * simplified text in Traditional characters, ja the Japanese catalogue (messages-ja.ts) or English.
 */
export function messageOf(code: ProviderRetCode, lang: Language | ContentLanguage): string {
  const message = RET_CODE_MESSAGES[code];
  switch (lang) {
    case 'en':
      return message.en;
    case 'zh':
    case 'zh-Hans':
      return message.zh;
    case 'zh-Hant':
      return toTraditional(message.zh);
    case 'ja':
      return japaneseMessage(message.en) ?? message.en;
  }
}

export function text(id: TextId, lang: Language, params: Record<string, string> = {}): string {
  return textFor({ ...TEXTS[id], ja: japaneseMessage(TEXTS[id].en) }, lang).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name] ?? whole,
  );
}

/** Every message of the catalogue (tests: each has its Japanese). */
export function everyMessage(): Translations[] {
  return [...Object.values(RET_CODE_MESSAGES), ...Object.values(TEXTS)];
}
