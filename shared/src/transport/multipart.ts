// The one multipart call (common/uploadFile, docs/product.md §7 "uploadFile"): the same transport as every
// other call — POST /api/<path>, Authorization / time / sign headers, the error catalogue of
// docs/product.md §8 — but the body is multipart/form-data: the signed non-file fields first (lang included),
// then exactly one file part. The shell's transport recognises a MultipartRequest and sends it with
// upload progress; a page dispatches `uploadFile(...)`.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { UploadFileResponse } from '../contracts/account';
import { UPLOAD_FILE_PATH } from '../contracts/account';
import { UPLOAD } from '../constants/account';
import type { ApiError, ApiRequest, AppExtra } from '../store/api';
import { normalizeFields, type FormFields } from './sign';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the whole multipart body), or 0 when unknown. */
  total: number;
}

export interface MultipartPart {
  file: Blob;
  /** Sent as the part's file name (the server never trusts it). */
  fileName: string;
  onProgress?: (progress: UploadProgress) => void;
}

/** An ApiRequest whose body travels as multipart/form-data with one file part. */
export interface MultipartRequest extends ApiRequest {
  multipart: MultipartPart;
}

export function isMultipartRequest(request: ApiRequest): request is MultipartRequest {
  const part = (request as Partial<MultipartRequest>).multipart;
  return typeof part === 'object' && part !== null && typeof Blob !== 'undefined' && part.file instanceof Blob;
}

/**
 * The multipart body: every signed field in key order BEFORE the file (the server checks the
 * signature when the file part starts, before reading a byte of it), then the file.
 */
export function buildMultipartBody(fields: FormFields, part: Pick<MultipartPart, 'file' | 'fileName'>): FormData {
  const body = new FormData();
  const normalized = normalizeFields(fields);
  for (const key of Object.keys(normalized).sort()) body.append(key, normalized[key]);
  body.append(UPLOAD.fileField, part.file, part.fileName);
  return body;
}

export type UploadResult = { data: UploadFileResponse } | { error: ApiError };

/**
 * Uploads one file with common/uploadFile through the app's transport (the shell's, in the thunk's
 * extra argument): signed, 102/103 and toasts as for any call. `silent`: the caller shows business
 * errors itself. Resolves, never rejects.
 */
export function uploadFile(
  file: Blob,
  options: { fileName?: string; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; silent?: boolean } = {},
): ThunkAction<Promise<UploadResult>, unknown, AppExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const request: MultipartRequest = {
      path: UPLOAD_FILE_PATH,
      body: {},
      silent: options.silent ?? false,
      multipart: { file, fileName: options.fileName ?? (file instanceof File ? file.name : 'upload'), onProgress: options.onProgress },
    };
    const controller = new AbortController();
    options.signal?.addEventListener('abort', () => controller.abort());
    const api: BaseQueryApi = {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch,
      getState,
      extra,
      endpoint: 'accountUploadFile',
      type: 'mutation',
    };
    if (!extra?.transport) return { error: { kind: 'network', retCode: null, message: 'No transport configured' } };
    const result = await extra.transport(request, api, {});
    return 'error' in result && result.error ? { error: result.error } : { data: result.data as UploadFileResponse };
  };
}
