/**
 * The one family of errors a service throws (docs/architecture.md, "One error
 * path"): an HTTP status, the message a person reads, and optionally a toast
 * title, field errors for the form, and seconds to wait. app/http turns any of
 * them into the JSON answer of /api/* (`jsonResponse`) or the form's errors /
 * the route's error page (`form-door.server.ts`, `page-door.server.ts`). Services never build a Response.
 */
export interface AppErrorOptions {
  /** The toast title a page shows, when the use case has its own (e.g. the bot check). */
  title?: string;
  fieldErrors?: Record<string, string[]>;
  /** For 429: sent as Retry-After. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly title?: string;
  readonly fieldErrors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(
    public readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
    this.title = options.title;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 400: the input breaks a rule; `fieldErrors` says which field and why. */
export class InvalidInput extends AppError {
  declare readonly fieldErrors: Record<string, string[]>;
  constructor(
    fieldErrors: Record<string, string[]>,
    message = Object.values(fieldErrors)[0]?.[0] ?? "Invalid input",
    title?: string,
  ) {
    super(400, message, { fieldErrors, title });
    this.name = "InvalidInput";
  }
}

/** 400 without a field to point at (e.g. "Your Google account's email address is not verified."). */
export class BadRequest extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super(400, message, options);
    this.name = "BadRequest";
  }
}

/** 401: no session, or wrong credentials. */
export class Unauthorized extends AppError {
  constructor(message = "Unauthorized") {
    super(401, message);
    this.name = "Unauthorized";
  }
}

/** 403: signed in, but not allowed. */
export class Forbidden extends AppError {
  constructor(message = "Forbidden") {
    super(403, message);
    this.name = "Forbidden";
  }
}

export class NotFound extends AppError {
  constructor(message = "Not found") {
    super(404, message);
    this.name = "NotFound";
  }
}

/** 409: the change collides with existing data (an e-mail already in use). */
export class Conflict extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(409, message, { fieldErrors });
    this.name = "Conflict";
  }
}

/**
 * 409: the change has a consequence the caller must confirm first (moving a suggestion whose
 * place was created off Approved hides that place); sent again with the confirmation, it is done.
 */
export class ConfirmFirst extends AppError {
  constructor(message: string, field: string) {
    super(409, message, { fieldErrors: { [field]: [message] } });
    this.name = "ConfirmFirst";
  }
}

/** 429: too many attempts; try again after `retryAfterSeconds`. */
export class RateLimited extends AppError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string) {
    super(429, message, { retryAfterSeconds });
    this.name = "RateLimited";
  }
}
