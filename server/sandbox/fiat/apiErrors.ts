// The aggregator's error bodies, `{ statusCode, errorName, message, context }` as the real API answers them (the app
// tells InvalidRequestAmountTooLow/High by `context.minimumAllowed`/`maximumAllowed`). Messages never echo input.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FORErrorBody, FORErrorName } from '../../../contract/fiatOnRampWire.ts';

export class FiatApiError extends Error {
  constructor(
    readonly statusCode: ContentfulStatusCode,
    readonly errorName: FORErrorName,
    message: string,
    readonly context?: FORErrorBody['context'],
  ) {
    super(message);
  }

  body(): FORErrorBody {
    return {
      statusCode: this.statusCode,
      errorName: this.errorName,
      message: this.message,
      ...(this.context ? { context: this.context } : {}),
    };
  }
}

export const invalidRequest = (what: string) => new FiatApiError(400, 'InvalidRequest', `Invalid ${what}`);
export const sessionNotFound = () => new FiatApiError(404, 'SessionNotFound', 'No such session for this wallet');

/** Answers a FiatApiError as its body; anything else is left to the server's own 500 handler. */
export function answerError(c: Context, error: unknown): Response {
  if (error instanceof FiatApiError) return c.json(error.body(), error.statusCode);
  throw error;
}
