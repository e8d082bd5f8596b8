// Messages of the chat domain's retCodes, in English and simplified Chinese.
import { CHAT_RET_CODES, RetCode } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof CHAT_RET_CODES)[keyof typeof CHAT_RET_CODES];

export const CHAT_MESSAGES: Record<Code, Translations> = {
  [RetCode.CHAT_MESSAGE_EMPTY]: { en: 'Please enter a message', zh: '请输入消息内容' },
  [RetCode.CHAT_MESSAGE_TOO_LONG]: { en: 'A message can be at most 500 characters', zh: '消息最多500个字符' },
  [RetCode.CHAT_TOO_FAST]: { en: 'You are sending messages too quickly, please wait a moment', zh: '发送过于频繁，请稍后再试' },
};
