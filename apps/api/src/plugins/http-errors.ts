/** An error that maps to an HTTP status and a message meant for the operator (DESIGN §3 error body). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validation?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Sign-in required: send a valid bearer token.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string) => new HttpError(409, message);
