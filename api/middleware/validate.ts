import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { badRequest } from '../errors';

type Schemas = { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType };

/** First message per field, keyed by the dotted path: `{adminEmail: 'Invalid admin email address'}`. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses body, params and query with the shared zod schemas; the handler reads the typed
 * result from `ctx.state.input`. A failure answers 400 with one message per field.
 */
export function validate<S extends Schemas>(schemas: S) {
  return async (ctx: Context & { params?: Record<string, string> }, next: Next) => {
    const input: Record<string, unknown> = {};
    const sources = { body: ctx.request.body ?? {}, params: ctx.params ?? {}, query: ctx.query };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(sources[part]);
      if (!result.success) {
        const fields = fieldMessages(result.error);
        if (part === 'params') throw badRequest('Invalid id', fields);
        throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
      }
      input[part] = result.data;
    }
    // Several validate() steps may run in a row (params, then body): keep what earlier ones parsed.
    ctx.state.input = { ...(ctx.state.input as object | undefined), ...input };
    await next();
  };
}
