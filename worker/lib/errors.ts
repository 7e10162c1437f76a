import type { ErrorBody } from "../contracts/auth";

export type FieldError = { field: string; message: string };

/** The one error the API throws; `onError` turns it into `{ status, message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors);
export const fieldError = (field: string, message: string, status: 400 | 409 | 422 = 400) =>
  new ApiError(status, message, [{ field, message }]);

export function errorBody(status: number, message: string, errors?: FieldError[], requestId?: string): ErrorBody {
  return { status, message, ...(errors?.length ? { errors } : {}), ...(requestId ? { requestId } : {}) };
}

/** zod issues → field errors named by their dotted path ("body" when the whole body is wrong). */
export function issuesToFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((i) => ({ field: i.path.map(String).join(".") || "body", message: i.message }));
}
