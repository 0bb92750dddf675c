import type { ErrorCode, ErrorDetail, ErrorParams } from '@dd/contract';

type Extra = { params?: ErrorParams; details?: ErrorDetail[] };

/**
 * An error whose message is safe to show; the error handler answers {error, code, params?,
 * details?}. Clients act on `code` (listed in the contract's ERROR_CODES), never on the sentence.
 */
export class HttpError extends Error {
  readonly params?: ErrorParams;
  readonly details?: ErrorDetail[];

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    extra: Extra = {},
  ) {
    super(message);
    this.params = extra.params;
    this.details = extra.details;
  }
}

export const badRequest = (code: ErrorCode, message: string, extra?: Extra) =>
  new HttpError(400, code, message, extra);
export const unauthorized = (code: ErrorCode, message = 'Authentication required') =>
  new HttpError(401, code, message);
export const forbidden = (code: ErrorCode, message = 'You are not allowed to do this') =>
  new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message = 'Not found', extra?: Extra) =>
  new HttpError(404, code, message, extra);
export const conflict = (code: ErrorCode, message: string, extra?: Extra) =>
  new HttpError(409, code, message, extra);
export const tooManyRequests = (code: ErrorCode, message: string, extra?: Extra) =>
  new HttpError(429, code, message, extra);
