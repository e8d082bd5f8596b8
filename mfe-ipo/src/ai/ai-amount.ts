// The AI form's amount rules as the provider applies them (docs/product.md §5: "amount must be greater than X
// and less than Y", "must be a multiple of a value", insufficient balance), in its order.
import { IPO_RET_CODES, parseMoney, type AiRule } from '@app/shared';

export function checkAiAmount(
  rule: Pick<AiRule, 'totalAmount'>,
  text: string,
  availableMinor: number | null,
): { ok: true; minor: number } | { ok: false; retCode: number } {
  const minor = parseMoney(text.trim());
  const min = parseMoney(rule.totalAmount.min) ?? 0;
  const max = parseMoney(rule.totalAmount.max) ?? Number.MAX_SAFE_INTEGER;
  const step = parseMoney(rule.totalAmount.multipleOf) ?? 1;
  if (minor === null || minor < min || minor > max) return { ok: false, retCode: IPO_RET_CODES.AI_AMOUNT_OUT_OF_RANGE };
  if (minor % step !== 0) return { ok: false, retCode: IPO_RET_CODES.AI_AMOUNT_NOT_MULTIPLE };
  if (availableMinor !== null && minor > availableMinor) return { ok: false, retCode: IPO_RET_CODES.AI_INSUFFICIENT_BALANCE };
  return { ok: true, minor };
}
