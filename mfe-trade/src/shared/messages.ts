// The provider's trade messages (retCodes 2200–2399) in the interface language: the form says
// exactly what the server would say for the same rule.
import type { TFunction } from 'i18next';
import { MAX_OPEN_ORDERS, QUANTITY_LIMITS } from '@app/shared';

export function tradeMessage(t: TFunction, retCode: number): string {
  return t(`errors.${retCode}`, { min: QUANTITY_LIMITS.min, max: QUANTITY_LIMITS.max, maxOrders: MAX_OPEN_ORDERS });
}
