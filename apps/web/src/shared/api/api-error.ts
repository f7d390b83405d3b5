import { MESSAGES, messageOr, speakCodes } from '@b2c/domain';
import type { ErrorBody } from '@b2c/contracts';

/** Status 0 stands for "no HTTP answer at all" (offline, DNS, CORS, aborted proxy). */
export const NETWORK_ERROR_STATUS = 0;

/** A failed API call: the HTTP status and, when the server sent one, its error body (DESIGN §3). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  /** The call's trace id (sent as `traceparent`): the reference the user can quote (issue 25). */
  readonly traceId: string | undefined;

  constructor(status: number, message: string, body?: ErrorBody, options?: { cause?: unknown; traceId?: string }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.traceId = options?.traceId;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isValidationList = (value: unknown): value is NonNullable<ErrorBody['validation']> =>
  Array.isArray(value) &&
  value.every((v) => typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string');

/** Reads an error body without trusting it: a proxy's HTML 502 page must not crash the message logic. */
export const toErrorBody = (value: unknown): ErrorBody | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.message !== 'string' && typeof v.error !== 'string') return undefined;
  return {
    status: typeof v.status === 'number' ? v.status : 0,
    error: typeof v.error === 'string' ? v.error : '',
    message: typeof v.message === 'string' ? v.message : '',
    ...(typeof v.description === 'string' ? { description: v.description } : {}),
    ...(isValidationList(v.validation) ? { validation: v.validation } : {}),
    ...(typeof v.traceId === 'string' ? { traceId: v.traceId } : {}),
  };
};

/**
 * SPEC §8: the server's `message` when present, else the call's fallback. Codes the message names are
 * put in words ("You need the MANAGE_USERS permission" → "… the Manage users permission", issue 24).
 * @example toast.error(errorMessage(err)) // "Something went wrong, please try again later."
 */
export const errorMessage = (error: unknown, fallback: string = MESSAGES.fallbackError): string =>
  speakCodes(messageOr(isApiError(error) ? error.body?.message : undefined, fallback));

/**
 * SPEC §8 validation helper: `description`, else `validation` (our API sends a field list; joined),
 * else undefined so the caller picks its own wording.
 */
export const validationMessage = (error: unknown): string | undefined => {
  const body = isApiError(error) ? error.body : toErrorBody(error);
  if (!body) return undefined;
  if (body.description) return speakCodes(body.description);
  const list = body.validation?.map((v) => v.message).filter((m) => m !== '');
  return list && list.length > 0 ? speakCodes(list.join('; ')) : undefined;
};
