import {
  REPORT_MIME_TYPES,
  reportFileName,
  type ReportFormat,
  type ReportType,
} from '@dd/contract';
import { api, ApiError, buildUrl, errorInfo } from '../../lib/api';
import { getToken } from '../../lib/auth-storage';

export interface DownloadProgress {
  /** Bytes of the file received so far. */
  received: number;
}

export interface ReportDownload {
  blob: Blob;
  fileName: string;
}

/** The file name in a Content-Disposition header (`attachment; filename="x.csv"`), if any. */
export function fileNameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

async function failure(response: Response): Promise<ApiError> {
  let body: unknown;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      body = await response.json();
    } catch {
      // not JSON after all: keep the status only
    }
  }
  if (response.status === 401) {
    // The shared client owns "a 401 clears the session and goes to /login" (docs/product.md section 7):
    // ask it about the session, so an expired token ends the session the usual way.
    await api.get('/auth/me').catch(() => undefined);
  }
  const { message, ...info } = errorInfo(body);
  const kind = response.status >= 500 && !message && !info.code ? 'unavailable' : 'http';
  return new ApiError(response.status, message, kind, info);
}

/**
 * GET /reports/{type}/export?format=&<filters>: the file, read chunk by chunk from the response
 * stream so `onProgress` can report the bytes received (the server streams it, so there is no
 * Content-Length to go by). Throws ApiError for a non-2xx answer, AbortError when `signal` aborts.
 */
export async function downloadReport(
  type: ReportType,
  format: ReportFormat,
  query: Record<string, string>,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<ReportDownload> {
  const headers: Record<string, string> = { Accept: `${REPORT_MIME_TYPES[format]}, */*` };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(`/reports/${type}/export`, { ...query, format }), {
      headers,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', 'network');
  }
  if (!response.ok) throw await failure(response);

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  options.onProgress?.({ received });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.({ received });
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    chunks.push(bytes);
    received = bytes.byteLength;
    options.onProgress?.({ received });
  }

  const contentType = response.headers.get('content-type') || REPORT_MIME_TYPES[format];
  return {
    blob: new Blob(chunks, { type: contentType }),
    fileName:
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      reportFileName(type, format, new Date()),
  };
}

/** Saving is shared with other downloads (Profile's security events export). */
export { saveFile } from '../../lib/save-file';
