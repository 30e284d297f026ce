// One error answer for every route: a 4xx HTTPException as its message, anything else as a plain 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

export function answerError(error: Error, c: Context) {
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  console.error(error);
  return c.json({ error: 'Something went wrong' }, 500);
}
