// Order numbers shown to users and reviewers: a letter, the market day, the row id.
//   R20260309000012 (recharge), W… (withdrawal), F… (fund order)
import { marketDay } from './market-hours';

export function orderNo(prefix: 'R' | 'W' | 'F', id: number, createdAt: number): string {
  return `${prefix}${marketDay(createdAt).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
}
