// Sends a multipart body with XMLHttpRequest: fetch cannot report upload progress, XHR can.
// Answers like a fetch would (status and parsed JSON body), rejects on a network failure or abort.
import type { UploadProgress } from '@app/shared';

export interface MultipartSend {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export interface MultipartAnswer {
  status: number;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
}

export type SendMultipart = (send: MultipartSend) => Promise<MultipartAnswer>;

export function xhrSendMultipart(createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): SendMultipart {
  return ({ url, headers, body, signal, onProgress }) =>
    new Promise<MultipartAnswer>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open('POST', url);
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
      }
      const onAbort = () => xhr.abort();
      if (signal.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', onAbort);
      const done = () => signal.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        done();
        let parsed: unknown;
        try {
          parsed = JSON.parse(xhr.responseText);
        } catch {
          parsed = undefined;
        }
        resolve({ status: xhr.status, body: parsed });
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('Aborted', 'AbortError'));
      };
      xhr.send(body);
    });
}
