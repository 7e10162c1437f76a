import { PAGE_MESSAGES } from "@contracts/page-messages";

export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
  /** The message for one field, for forms that show errors beside inputs. */
  field(name: string) {
    return this.errors.find((e) => e.field === name)?.message;
  }
}

type Hooks = {
  getToken: () => string | null;
  onUnauthorized: () => void;
  notify: (title: string, message: string) => void;
};
let hooks: Hooks = { getToken: () => null, onUnauthorized: () => {}, notify: () => {} };
export const setApiHooks = (h: Hooks) => {
  hooks = h;
};

/** SPEC.md §8: one failed answer becomes one ApiError, after the toast or the 401 redirect it calls for. */
export function failure(status: number, body: unknown, opts: { silent?: boolean; hadToken: boolean }): ApiError {
  const data = (body ?? null) as { message?: string; errors?: FieldError[] } | null;
  const err = new ApiError(status, data?.message ?? PAGE_MESSAGES.noResponse, data?.errors ?? []);
  if (opts.silent) return err;
  if (status === 401 && opts.hadToken) hooks.onUnauthorized();
  else if (status === 404) hooks.notify("Error", PAGE_MESSAGES.notFound);
  else if (status === 403) hooks.notify("Authorization Error", PAGE_MESSAGES.forbidden);
  else if (status >= 500) hooks.notify("System Error", PAGE_MESSAGES.serverError);
  else if (status !== 401) hooks.notify("Error", err.message);
  return err;
}

/** A network failure (no answer at all): toast unless silent; aborts pass through untouched. */
export function networkFailure(e: unknown, silent?: boolean): unknown {
  if ((e as Error).name === "AbortError") return e;
  if (!silent) hooks.notify("Error", PAGE_MESSAGES.noResponse);
  return new ApiError(0, PAGE_MESSAGES.noResponse);
}

export const currentToken = () => hooks.getToken();
