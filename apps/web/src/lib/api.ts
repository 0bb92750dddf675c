import type { ErrorCode, ErrorDetail, ErrorParams } from '@dd/contract';
import { loadFontsFor } from '../i18n/fonts';
import { getToken, removeToken } from './auth-storage';

/** API base path: '/api' unless VITE_API_BASE says otherwise (docs/product/texts.md). */
const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '');

export type ApiErrorKind = 'http' | 'network' | 'unavailable';

export type ApiErrorDetail = ErrorDetail;

/** What an error body says beyond its sentence: the stable code, its params, field details. */
export interface ApiErrorInfo {
  code?: ErrorCode | undefined;
  params?: ErrorParams | undefined;
  details?: ApiErrorDetail[] | undefined;
}

/**
 * A failed call. `code` (with `params`) says what happened: screens decide and translate on
 * it (lib/errors.ts); `message` is the server's `error` sentence, kept for logs only.
 * `kind` says whether the server answered (`http`), could not be reached (`network`,
 * status 0) or answered a 5xx without an error body (`unavailable`, e.g. a proxy).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams | undefined;
  readonly details: ApiErrorDetail[] | undefined;

  constructor(
    status: number,
    message: string,
    kind: ApiErrorKind = 'http',
    info: ApiErrorInfo = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.code = info.code;
    this.params = info.params;
    this.details = info.details;
  }
}

/** The error body's parts (anything not shaped like one is ignored). */
function errorInfo(data: unknown): { message: string } & ApiErrorInfo {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    message: typeof body.error === 'string' ? body.error : '',
    code: typeof body.code === 'string' ? (body.code as ErrorCode) : undefined,
    params:
      body.params && typeof body.params === 'object' ? (body.params as ErrorParams) : undefined,
    details: Array.isArray(body.details) ? (body.details as ApiErrorDetail[]) : undefined,
  };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session registers what happens on a 401 (clear state, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** The session registers what happens on a 403 two_factor_setup_required (REQUIRE_ADMIN_2FA). */
let enrolmentRequiredHandler: (() => void) | null = null;
export function setEnrolmentRequiredHandler(handler: (() => void) | null): void {
  enrolmentRequiredHandler = handler;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** What an answer is held to: the contract's zod schema of the route's answer. */
export interface AnswerSchema<T> {
  parse: (data: unknown) => T;
}

export interface SendOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface RequestOptions<T> extends SendOptions {
  /** The answer is parsed by it: one that does not match the contract is refused (decision 0174). */
  schema: AnswerSchema<T>;
}

/** An answer that does not match the contract: a defect of the server or of the contract. */
export class AnswerMismatchError extends Error {
  constructor(method: string, path: string, cause: unknown) {
    super(
      `${method} ${path}: the answer does not match the contract: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'AnswerMismatchError';
  }
}

/** `data` as `schema` reads it, or AnswerMismatchError. */
function parseAnswer<T>(schema: AnswerSchema<T>, method: string, path: string, data: unknown): T {
  try {
    return schema.parse(data);
  } catch (error) {
    const mismatch = new AnswerMismatchError(method, path, error);
    // A screen shows a failed load as any other failure: development's console says why.
    if (import.meta.env.DEV) console.error(mismatch);
    throw mismatch;
  }
}

/** '/machines' + { status: 'AVAILABLE', type: undefined } -> '/api/machines?status=AVAILABLE' */
export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  // Names in Hindi or Gujarati are shown with their font, whatever the UI language.
  await loadFontsFor(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function send(method: string, path: string, options: SendOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', 'network');
  }

  if (response.ok) return response;

  throw answerError(response.status, isJson(response) ? await readJson(response) : undefined);
}

/** The error of a non-2xx answer; a 401 or a missing two-factor set-up also sets off its handler. */
function answerError(status: number, data: unknown): ApiError {
  const { message, ...info } = errorInfo(data);
  if (status === 401) {
    // docs/product/rules.md: any 401 clears the token and sends the user to /login.
    removeToken();
    unauthorizedHandler?.();
  }
  if (status === 403 && info.code === 'two_factor_setup_required') {
    enrolmentRequiredHandler?.();
  }
  const kind: ApiErrorKind = status >= 500 && !message && !info.code ? 'unavailable' : 'http';
  return new ApiError(status, message, kind, info);
}

/**
 * Sends a file as the body (its own content type, e.g. text/csv) and reads the JSON answer.
 * XMLHttpRequest, not fetch: only it reports upload progress (`onProgress(percent)`, 0-100).
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  options: {
    schema: AnswerSchema<T>;
    contentType: string;
    /** POST unless a route replaces what it stores (PUT). */
    method?: 'POST' | 'PUT';
    query?: Query;
    /** More request headers (an Idempotency-Key). */
    headers?: Record<string, string>;
    onProgress?: (percent: number) => void;
  },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path, options.query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', options.contentType);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {}))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      options.onProgress?.(
        total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 100,
      );
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'network'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) reject(answerError(xhr.status, data));
      else {
        try {
          resolve(parseAnswer(options.schema, options.method ?? 'POST', path, data));
        } catch (error) {
          reject(error as Error);
        }
      }
    };
    xhr.send(file);
  });
}

/**
 * One JSON call: its answer parsed by `schema` (AnswerMismatchError if it does not match).
 * Throws ApiError for every non-2xx answer.
 */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  const response = await send(method, path, options);
  const data = response.status === 204 ? undefined : await readJson(response);
  return parseAnswer(options.schema, method, path, data);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) => request('GET', path, options),
  post: <T>(path: string, body: unknown, options: RequestOptions<T>) =>
    request('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options: RequestOptions<T>) =>
    request('PUT', path, { ...options, body }),
  delete: <T>(path: string, options: RequestOptions<T>) => request('DELETE', path, options),

  /**
   * A file answer (report downloads, PDFs): the bytes plus the server's file name, if any. A GET
   * unless `method: 'POST'` (with a JSON `body`). `onProgress` is told the bytes received so far
   * as they arrive (a streamed file has no Content-Length to go by).
   */
  async download(
    path: string,
    options: SendOptions & {
      method?: 'GET' | 'POST';
      onProgress?: (received: number) => void;
    } = {},
  ): Promise<{ blob: Blob; filename: string | null }> {
    const { method = 'GET', onProgress, ...rest } = options;
    const response = await send(method, path, rest);
    return {
      blob: onProgress ? await readWithProgress(response, onProgress) : await response.blob(),
      filename: fileNameFromDisposition(response.headers.get('content-disposition')),
    };
  },
};

/** The file name in a Content-Disposition header (`attachment; filename="x.csv"`), if any. */
export function fileNameFromDisposition(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The answer's bytes, read chunk by chunk, telling `onProgress` the bytes received so far. */
async function readWithProgress(
  response: Response,
  onProgress: (received: number) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  onProgress(0);
  if (!response.body) {
    const bytes = await response.arrayBuffer();
    onProgress(bytes.byteLength);
    return new Blob([bytes], { type });
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks, { type });
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
}
