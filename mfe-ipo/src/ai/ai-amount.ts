// The AI form's amount rules as the provider applies them (docs/product.md §5: "amount must be greater than X
// and less than Y", "must be a multiple of a value", insufficient balance), in its order.
import { IPO_RET_CODES, parseMoney, type AiRule } from '@app/shared';
import { checkAiOrderAmount } from '@app/shared/domain/ipo';

export function checkAiAmount(
  rule: Pick<AiRule, 'totalAmount'>,
  text: string,
  availableMinor: number | null,
): { ok: true; minor: number } | { ok: false; retCode: number } {
  const bounds = {
    min: parseMoney(rule.totalAmount.min) ?? 0,
    max: parseMoney(rule.totalAmount.max) ?? Number.MAX_SAFE_INTEGER,
    step: parseMoney(rule.totalAmount.multipleOf) || 1,
  };
  const read = checkAiOrderAmount(text, bounds);
  if (!read.ok) return read;
  const minor = read.value;
  if (availableMinor !== null && minor > availableMinor) return { ok: false, retCode: IPO_RET_CODES.AI_INSUFFICIENT_BALANCE };
  return { ok: true, minor };
}
