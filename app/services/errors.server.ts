/** Errors a service throws for a caller to turn into 400/404/401/403 answers. */
export class InvalidInput extends Error {
  constructor(public fieldErrors: Record<string, string[]>, message = Object.values(fieldErrors)[0]?.[0] ?? "Invalid input") {
    super(message);
    this.name = "InvalidInput";
  }
}

export class NotFound extends Error {
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFound";
  }
}

/** The caller may see the thing but not change it (403). */
export class Forbidden extends Error {
  constructor(message = "Forbidden") {
    super(message);
    this.name = "Forbidden";
  }
}
