// Messages of the trade domain's retCodes, in English and simplified Chinese. Wording follows
// docs/product.md §5 where it names the message; limits come from the shared constants.
import { MAX_OPEN_ORDERS, QUANTITY_LIMITS } from '@app/shared/constants';
import { TRADE_RET_CODES } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

type Code = (typeof TRADE_RET_CODES)[keyof typeof TRADE_RET_CODES];
const C = TRADE_RET_CODES;

export const TRADE_MESSAGES: Record<Code, Translations> = {
  [C.TRADE_PRODUCT_UNAVAILABLE]: { en: 'Failed to get product information', zh: '获取产品信息失败' },
  [C.QUANTITY_REQUIRED]: { en: 'Purchase quantity is required', zh: '请输入购买数量' },
  [C.QUANTITY_NOT_INTEGER]: { en: 'Purchase quantity must be an integer', zh: '购买数量必须为整数' },
  [C.QUANTITY_BELOW_MIN_LOT]: {
    en: `The minimum lot is ${QUANTITY_LIMITS.min}`,
    zh: `最小手数为${QUANTITY_LIMITS.min}`,
  },
  [C.QUANTITY_ABOVE_MAX_LOT]: {
    en: `The maximum lot is ${QUANTITY_LIMITS.max}`,
    zh: `最大手数为${QUANTITY_LIMITS.max}`,
  },
  [C.LEVERAGE_OUT_OF_RANGE]: { en: 'The leverage multiple is outside the allowed range', zh: '杠杆倍数超出允许范围' },
  [C.INVALID_PRICE]: { en: 'Please enter a valid price', zh: '请输入有效的价格' },
  [C.STOP_PROFIT_BELOW_OPEN]: { en: 'Stop profit price cannot be lower than the opening price', zh: '止盈价不能低于开仓价' },
  [C.STOP_PROFIT_ABOVE_OPEN]: { en: 'Stop profit price cannot be greater than the opening price', zh: '止盈价不能高于开仓价' },
  [C.STOP_LOSS_ABOVE_OPEN]: { en: 'Stop loss price cannot be greater than the opening price', zh: '止损价不能高于开仓价' },
  [C.STOP_LOSS_BELOW_OPEN]: { en: 'Stop loss price cannot be less than the opening price', zh: '止损价不能低于开仓价' },
  [C.ORDER_LIMIT_REACHED]: {
    en: `Only ${MAX_OPEN_ORDERS} orders can be bought at the same time`,
    zh: `最多只能同时购买${MAX_OPEN_ORDERS}个订单`,
  },
  [C.TRADE_INSUFFICIENT_BALANCE]: { en: 'Insufficient wallet balance', zh: '钱包余额不足' },
  [C.CANNOT_BUY_REPEATEDLY]: { en: 'Cannot buy repeatedly', zh: '不能重复购买' },
  [C.MARKET_CLOSED]: { en: 'The market is closed', zh: '当前不在交易时间' },
  [C.ORDER_NOT_FOUND]: { en: 'Order not found', zh: '订单不存在' },
  [C.ORDER_NOT_HOLDING]: { en: 'This order is not an open position', zh: '该订单不是持仓订单' },
  [C.CLOSE_QUANTITY_INVALID]: {
    en: 'Close quantity must be an integer between 1 and the position quantity',
    zh: '平仓数量必须是 1 到持仓数量之间的整数',
  },
  [C.ORDER_NOT_PENDING]: { en: 'Only a pending order can be cancelled', zh: '只有挂单中的订单可以撤销' },
  [C.TRADE_PRODUCT_PAUSED]: {
    en: 'Trading in this product is paused: no new orders for now. You can still close your positions',
    zh: '该产品已暂停交易，暂不接受新订单。您仍可平仓',
  },
};
