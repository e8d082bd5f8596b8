// Messages of the account domain's retCodes, in English and simplified Chinese.
import { ACCOUNT_RET_CODES, RetCode } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof ACCOUNT_RET_CODES)[keyof typeof ACCOUNT_RET_CODES];

export const ACCOUNT_MESSAGES: Record<Code, Translations> = {
  [RetCode.VERIFY_CODE_EXPIRED]: { en: 'The verification code has expired, please get a new one', zh: '验证码已过期，请重新获取' },
  [RetCode.VERIFY_CODE_TOO_MANY_TRIES]: {
    en: 'Too many wrong codes, please get a new verification code',
    zh: '验证码错误次数过多，请重新获取',
  },
  [RetCode.UPLOAD_NOT_IMAGE]: { en: 'Only PNG, JPEG or WebP images can be uploaded', zh: '只能上传PNG、JPEG或WebP格式的图片' },
  [RetCode.UPLOAD_TOO_LARGE]: { en: 'The image is too large (at most 5 MB)', zh: '图片过大（最大5MB）' },
  [RetCode.UPLOAD_EMPTY]: { en: 'Please choose an image to upload', zh: '请选择要上传的图片' },
  [RetCode.UPLOAD_ONE_FILE]: { en: 'Please upload one image at a time', zh: '每次只能上传一张图片' },
  [RetCode.UPLOAD_FAILED]: { en: 'Upload failed, please try again', zh: '上传失败，请重试' },
  [RetCode.UPLOAD_DAILY_LIMIT]: { en: 'Too many uploads today, please try again tomorrow', zh: '今日上传次数过多，请明天再试' },
  [RetCode.NEW_PASSWORD_RULE]: {
    en: 'The new password must be 6–20 characters with letters and digits',
    zh: '新密码须为6–20位，包含字母和数字',
  },
  [RetCode.NEW_PASSWORD_SAME]: { en: 'The new password must differ from the current one', zh: '新密码不能与当前密码相同' },
  [RetCode.NICKNAME_INVALID]: { en: 'The nickname must be 1–20 characters', zh: '昵称须为1–20个字符' },
  [RetCode.HELP_NOT_FOUND]: { en: 'This help topic does not exist', zh: '该帮助内容不存在' },
};
