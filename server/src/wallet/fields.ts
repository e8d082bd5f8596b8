// Field readers of the wallet's forms (beside the shared ones in http/form-fields.ts).
import { WALLET_PAGING } from '@app/shared/constants';
import { RetCode } from '@app/shared/contracts';
import { ApiFailure } from '../http/envelope';
import { optionalInteger, type FieldReader } from '../http/form-fields';

/** Control characters (NUL included) belong in no wallet field; PostgreSQL cannot even store NUL. */
const CONTROL = /\p{Cc}/u;

/**
 * A text input where "missing" and "empty" mean the same (the business rule then answers with its
 * own message, e.g. "wallet address required"); an over-long value or one with control characters
 * is malformed (1000).
 */
export function textInput(maxLength = 256): FieldReader<string> {
  return (raw) => {
    if (raw !== undefined && (raw.length > maxLength || CONTROL.test(raw))) throw new ApiFailure(RetCode.INVALID_PARAMS);
    return raw ?? '';
  };
}

export const paging = {
  page: optionalInteger(1, 1_000_000),
  pageSize: optionalInteger(1, WALLET_PAGING.maxPageSize),
};

export function pageWindow(page = 1, pageSize: number = WALLET_PAGING.defaultPageSize): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
