// Messages of the staff API's retCodes, in English and simplified Chinese (Japanese in i18n/messages-ja.ts).

import { STAFF_RET_CODES } from '@app/shared/staff';
import type { Translations } from '../i18n/translations';
import { STAFF_OPERATIONS_MESSAGES } from './operations-messages';

type Code = (typeof STAFF_RET_CODES)[keyof typeof STAFF_RET_CODES];

export const STAFF_MESSAGES: Record<Code, Translations> = {
  [STAFF_RET_CODES.STAFF_LOGIN_FAILED]: { en: 'Wrong login, password or one-time code', zh: '登录名、密码或动态验证码错误' },
  [STAFF_RET_CODES.STAFF_LOCKED]: { en: 'Too many failed logins, please try again later', zh: '登录失败次数过多，请稍后再试' },
  [STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED]: { en: 'Please change your one-time password first', zh: '请先修改一次性密码' },
  [STAFF_RET_CODES.STAFF_FORBIDDEN]: { en: 'Your role does not allow this action', zh: '您的角色无权执行此操作' },
  [STAFF_RET_CODES.STAFF_ALREADY_DECIDED]: { en: 'Another reviewer has already decided this item', zh: '该事项已由其他审核员处理' },
  [STAFF_RET_CODES.STAFF_SECOND_APPROVER_SAME]: {
    en: 'This withdrawal needs a second approval from a different reviewer',
    zh: '该提现需要另一位审核员进行第二次批准',
  },
  [STAFF_RET_CODES.STAFF_PASSWORD_RULE]: {
    en: 'The password must be 12 to 128 characters with at least one letter and one digit',
    zh: '密码须为12至128个字符，且至少包含一个字母和一个数字',
  },
  [STAFF_RET_CODES.STAFF_LOGIN_EXISTS]: { en: 'This staff login already exists', zh: '该员工登录名已存在' },
  [STAFF_RET_CODES.STAFF_NOT_FOUND]: { en: 'Staff member not found', zh: '未找到该员工' },
  [STAFF_RET_CODES.STAFF_ROLE_INVALID]: { en: 'Unknown role', zh: '未知角色' },
  [STAFF_RET_CODES.STAFF_REASON_REQUIRED]: { en: 'Please give a reason the customer can read', zh: '请填写客户可见的原因' },
  [STAFF_RET_CODES.STAFF_IMAGE_NOT_FOUND]: { en: 'Image not found', zh: '未找到图片' },
  [STAFF_RET_CODES.STAFF_SELF_CHANGE]: {
    en: 'You cannot disable yourself, remove your own admin role or reset your own password or authenticator: ask another admin',
    zh: '不能停用自己、移除自己的管理员角色或重置自己的密码或身份验证器：请联系其他管理员',
  },
  ...STAFF_OPERATIONS_MESSAGES,
};
