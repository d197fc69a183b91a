/**
 * Chat → one JSON object, for the configured AI provider: the request, the one retry with what
 * was wrong, and transport failures turned into UpstreamError messages a person can act on
 * (naming the setting to check, never the key).
 */
import type OpenAI from 'openai';
import { APIConnectionError, APIConnectionTimeoutError, APIError, OpenAIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { UpstreamError } from '../ports';

/** The `service` of every UpstreamError thrown here. */
export const AI_SERVICE = 'ai';

/**
 * Asks the model for one JSON object and returns it parsed by `schema`. An answer that is not
 * JSON or fails the schema is sent back once with what was wrong; after a second bad answer the
 * error made by `whenInvalid(problem)` is thrown. Transport failures throw `UpstreamError`.
 */
export type ChatJson = <T>(
  messages: ChatCompletionMessageParam[],
  schema: z.ZodType<T>,
  whenInvalid: (problem: string) => Error,
) => Promise<T>;

export interface ChatJsonOptions {
  client: OpenAI;
  model: string;
  /** Only to scrub it from server messages that echo it. */
  apiKey: string;
  timeoutMs: number;
}

/** Builds the `chatJson` helper over one client and model (reusable by further readers). */
export function createChatJson({ client, model, apiKey, timeoutMs }: ChatJsonOptions): ChatJson {
  return async (messages, schema, whenInvalid) => {
    let conversation = messages;
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model,
          messages: conversation,
          response_format: { type: 'json_object' },
        });
      } catch (error) {
        throw upstreamError(error, { model, apiKey, timeoutMs });
      }
      const choice = completion?.choices?.[0];
      if (!choice?.message) {
        throw new UpstreamError(
          'The AI service answered without a reply. Check OPENAI_BASE_URL (it must point at an OpenAI-compatible /v1 API).',
          AI_SERVICE,
        );
      }
      const content = typeof choice.message.content === 'string' ? choice.message.content : '';
      const result = readAnswer(content, choice.finish_reason, choice.message.refusal, schema);
      if (result.ok) return result.value;
      problem = result.problem;
      conversation = [
        ...messages,
        { role: 'assistant', content: content || '(empty)' },
        {
          role: 'user',
          content: `Your answer could not be used: ${problem}. Answer again with only the JSON object described above, with every field filled in as asked.`,
        },
      ];
    }
    throw whenInvalid(problem);
  };
}

type Answer<T> = { ok: true; value: T } | { ok: false; problem: string };

function readAnswer<T>(
  content: string,
  finishReason: string | null | undefined,
  refusal: string | null | undefined,
  schema: z.ZodType<T>,
): Answer<T> {
  if (refusal) return { ok: false, problem: `the model refused (${oneLine(refusal, 120)})` };
  if (finishReason === 'length') return { ok: false, problem: 'the answer was cut off because it was too long; keep it shorter' };
  if (finishReason === 'content_filter') return { ok: false, problem: 'the answer was withheld by the content filter' };
  if (!content.trim()) return { ok: false, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(jsonText(content));
  } catch {
    return { ok: false, problem: 'the answer was not valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, problem: 'the answer was not a JSON object' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 4).map((i) => (i.path.length ? `${i.path.join('.')} ${i.message}` : i.message));
  return { ok: false, problem: issues.join('; ') };
}

/** The JSON object in an answer: as is, inside a ```json fence, or between the outer braces
 *  (for servers that ignore JSON mode and wrap the object in prose). */
function jsonText(content: string): string {
  const text = content.trim();
  if (text.startsWith('{')) return text;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) return fenced[1]!.trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

/* ------------------------------------------------------------------ transport errors */

/** A transport failure as an UpstreamError a person can act on; other errors pass through. */
function upstreamError(error: unknown, ctx: { model: string; apiKey: string; timeoutMs: number }): Error {
  if (!(error instanceof OpenAIError)) return error instanceof Error ? error : new Error(String(error));
  const fail = (message: string) => new UpstreamError(message, AI_SERVICE);
  if (error instanceof APIConnectionTimeoutError) {
    return fail(
      `The AI service did not answer within ${+(ctx.timeoutMs / 1000).toFixed(1)} seconds. Try again later, or check OPENAI_BASE_URL.`,
    );
  }
  if (error instanceof APIConnectionError) {
    return fail(`The AI service could not be reached (${connectionReason(error)}). Check OPENAI_BASE_URL or try again later.`);
  }
  if (!(error instanceof APIError) || error.status === undefined) {
    return fail(`The AI service failed (${oneLine(scrub(error.message, ctx.apiKey), 160)}). Try again later.`);
  }
  const status = error.status;
  const said = serverMessage(error, ctx.apiKey);
  const detail = said ? `: ${said}` : '';
  if (status === 401) return fail('The AI service refused the key (401). Check OPENAI_API_KEY.');
  if (status === 403) {
    return fail(`The AI service denied access (403${detail}). Check that OPENAI_API_KEY may use the model "${ctx.model}".`);
  }
  if (status === 404) {
    return fail(`The AI service does not know the model "${ctx.model}" or this address (404${detail}). Check OPENAI_MODEL and OPENAI_BASE_URL.`);
  }
  if (status === 429) {
    return fail(`The AI service is busy or the account is out of quota (429${detail}). Try again in a few minutes, or check the account's quota.`);
  }
  if (status === 400 || status === 422) {
    return fail(
      `The AI service rejected the request (${status}${detail}). Check OPENAI_MODEL ("${ctx.model}"): it must answer in JSON mode, and read images for photos.`,
    );
  }
  if (status >= 500) return fail(`The AI service failed (${status}${detail}). Try again later.`);
  return fail(`The AI service answered with an error (${status}${detail}). Try again later.`);
}

/** 'connection refused', 'host not found'… from the error's cause chain. */
function connectionReason(error: Error): string {
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    UND_ERR_SOCKET: 'connection closed',
  };
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (reasons[code]) return reasons[code];
      if (/CERT|SSL|TLS/.test(code)) return 'TLS certificate problem';
    }
    cause = cause.cause;
  }
  return 'network error';
}

/** The message in the server's error body, short, on one line, without the key. */
function serverMessage(error: APIError, apiKey: string): string {
  const body = error.error as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  return message ? oneLine(scrub(message, apiKey), 160) : '';
}

function scrub(text: string, secret: string): string {
  return secret ? text.split(secret).join('[key]') : text;
}

export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
