// Messages of the ipo domain's retCodes, in English and simplified Chinese. Wording follows
// docs/product.md §5 where it names the message; limits come from the shared constants.
import { AI_ORDERING } from '@app/shared/constants';
import { IPO_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof IPO_RET_CODES)[keyof typeof IPO_RET_CODES];
const C = IPO_RET_CODES;
const { totalAmount, dailyLimit } = AI_ORDERING;

export const IPO_MESSAGES: Record<Code, Translations> = {
  [C.IPO_NOT_FOUND]: { en: 'This IPO does not exist', zh: '该新股不存在' },
  [C.IPO_NOT_STARTED]: { en: 'Subscription has not started yet', zh: '申购尚未开始' },
  [C.IPO_ENDED]: { en: 'Subscription has ended', zh: '申购已结束' },
  [C.IPO_QUANTITY_NOT_INTEGER]: {
    en: 'Subscription quantity is required and must be an integer',
    zh: '申购数量不能为空且必须为整数',
  },
  [C.IPO_BELOW_MINIMUM]: {
    en: 'Subscription quantity cannot be less than the minimum subscription shares',
    zh: '申购数量不能少于最低申购股数',
  },
  [C.IPO_NOT_MULTIPLE]: {
    en: 'Subscription quantity must be a multiple of the minimum subscription shares',
    zh: '申购数量必须是最低申购股数的整数倍',
  },
  [C.IPO_ABOVE_MAXIMUM]: {
    en: 'Subscription quantity exceeds the maximum for one customer',
    zh: '申购数量超过单个客户上限',
  },
  [C.IPO_INSUFFICIENT_BALANCE]: { en: 'Insufficient wallet balance', zh: '钱包余额不足' },
  [C.IPO_ALREADY_SUBSCRIBED]: { en: 'Cannot submit repeatedly', zh: '不能重复提交' },
  [C.IPO_ORDER_NOT_FOUND]: { en: 'Order not found', zh: '订单不存在' },
  [C.IPO_NOTHING_TO_PAY]: { en: 'This order has nothing to pay', zh: '该订单无需缴款' },
  [C.IPO_PAYMENT_OVERDUE]: { en: 'The payment deadline has passed', zh: '已超过缴款期限' },

  [C.AI_NOT_ACTIVE]: { en: 'AI ordering is not activated', zh: 'AI下单尚未激活' },
  [C.AI_ACTIVATION_CODE_WRONG]: { en: 'Activation code error', zh: '激活码错误' },
  [C.AI_ALREADY_ACTIVE]: { en: 'AI ordering is already active', zh: 'AI下单已激活' },
  [C.AI_DAILY_LIMIT]: {
    en: `AI ordering is limited to ${dailyLimit} times per day per customer`,
    zh: `AI下单每位客户每天限${dailyLimit}次`,
  },
  [C.AI_USAGE_LIMIT]: { en: 'AI usage upper limit reached', zh: 'AI使用次数已达上限' },
  [C.AI_AMOUNT_NOT_MULTIPLE]: {
    en: `The investment amount must be a multiple of ${totalAmount.multipleOf}`,
    zh: `投资金额必须是${totalAmount.multipleOf}的倍数`,
  },
  [C.AI_AMOUNT_OUT_OF_RANGE]: {
    en: `The amount must be at least ${totalAmount.min} and at most ${totalAmount.max}`,
    zh: `金额必须不低于${totalAmount.min}且不高于${totalAmount.max}`,
  },
  [C.AI_MULTIPLE_INVALID]: { en: 'Please choose one of the offered multiples', zh: '请选择提供的倍数' },
  [C.AI_INSUFFICIENT_BALANCE]: { en: 'Insufficient wallet balance', zh: '钱包余额不足' },
  [C.AI_TASK_PENDING]: { en: 'Please complete the previous task first', zh: '请先完成上一个任务' },
  [C.AI_TASK_NOT_CANCELLABLE]: { en: 'This order can no longer be cancelled', zh: '该订单已无法取消' },
};
