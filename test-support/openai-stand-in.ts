/**
 * Test helper: a local stand-in for an OpenAI-compatible server, speaking the real wire format
 * of `POST /v1/chat/completions`, so the configured AI provider is tested through the real
 * `openai` client (headers, JSON bodies, error bodies, retries) with no network.
 *
 * Replies are scripted in order; every request is recorded for assertions:
 *
 * ```ts
 * const ai = await startOpenAiStandIn();
 * ai.reply('not json', JSON.stringify({ hosts: ['Ravi'] }));   // first bad, then good
 * ai.reply({ status: 500 });                                     // an HTTP failure
 * const provider = createOpenAiProvider({ apiKey: ai.apiKey, baseURL: ai.baseURL, model: 'test-model' });
 * expect(ai.requests[0].body.model).toBe('test-model');
 * await ai.close();
 * ```
 *
 * A request with the wrong key is answered 401 (without using up a scripted reply); a request
 * with no scripted reply left is answered 500 with a message saying so.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The default key the stand-in accepts. */
export const STAND_IN_API_KEY = 'sk-test-stand-in-key';

/** One scripted answer: message content, or an HTTP failure. */
export type ScriptedReply =
  | string
  | {
      /** The assistant message's content. */
      content: string;
      finishReason?: 'stop' | 'length' | 'content_filter';
      /** Wait this long before answering (to provoke client timeouts). */
      delayMs?: number;
    }
  | {
      /** Answer with this HTTP status and an OpenAI-style error body. */
      status: number;
      message?: string;
      /** E.g. `{ 'retry-after-ms': '10' }`. By default `retry-after-ms: 10` keeps client retries quick. */
      headers?: Record<string, string>;
      delayMs?: number;
    };

/** A request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (`undefined` when it was not JSON). */
  body: ChatRequestBody;
}

/** The parts of a chat-completions request body tests look at. */
export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string | Array<ContentPart> | null }>;
  response_format?: { type: string };
  [key: string]: unknown;
}

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: string } };

export interface OpenAiStandIn {
  /** `http://127.0.0.1:<port>/v1`, for the client's `baseURL`. */
  baseURL: string;
  /** The key the stand-in accepts. */
  apiKey: string;
  /** Every request received, in order (including refused ones). */
  requests: RecordedRequest[];
  /** Queues replies, answered in order. */
  reply(...replies: ScriptedReply[]): void;
  /** Scripted replies not used yet. */
  pending(): number;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startOpenAiStandIn(options: { apiKey?: string } = {}): Promise<OpenAiStandIn> {
  const apiKey = options.apiKey ?? STAND_IN_API_KEY;
  const requests: RecordedRequest[] = [];
  const queue: ScriptedReply[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      requests.push({ method: req.method ?? '', path, headers: req.headers, body: body as ChatRequestBody });

      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        return sendError(res, 404, `Unknown request: ${req.method} ${path}`, 'invalid_request_error', 'unknown_url');
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return sendError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
      }
      const problem = checkBody(body);
      if (problem) return sendError(res, 400, problem, 'invalid_request_error', null);

      const next = queue.shift();
      if (next === undefined) {
        return sendError(res, 500, 'The stand-in has no scripted reply left for this request.', 'server_error', null);
      }
      const scripted = typeof next === 'string' ? { content: next } : next;
      const answer = () => {
        if (res.destroyed) return; // the client gave up (timeout) or the stand-in was closed
        if ('status' in scripted) {
          sendError(res, scripted.status, scripted.message ?? `Scripted failure ${scripted.status}`, errorType(scripted.status), null, {
            'retry-after-ms': '10',
            ...scripted.headers,
          });
          return;
        }
        counter += 1;
        const request = body as ChatRequestBody;
        const prompt = JSON.stringify(request.messages).length;
        sendJson(res, 200, {
          id: `chatcmpl-standin${counter}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: scripted.content, refusal: null },
              logprobs: null,
              finish_reason: scripted.finishReason ?? 'stop',
            },
          ],
          usage: {
            prompt_tokens: Math.ceil(prompt / 4),
            completion_tokens: Math.ceil(scripted.content.length / 4),
            total_tokens: Math.ceil(prompt / 4) + Math.ceil(scripted.content.length / 4),
          },
          system_fingerprint: 'fp_standin',
        });
      };
      if (scripted.delayMs) setTimeout(answer, scripted.delayMs);
      else answer();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    reply: (...replies) => void queue.push(...replies),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What the real API checks first: a model and a non-empty message list. */
function checkBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'We could not parse the JSON body of your request.';
  const b = body as Partial<ChatRequestBody>;
  if (typeof b.model !== 'string' || !b.model) return "Missing required parameter: 'model'.";
  if (!Array.isArray(b.messages) || b.messages.length === 0) return "Missing required parameter: 'messages'.";
  if (b.response_format?.type === 'json_object' && !/json/i.test(JSON.stringify(b.messages))) {
    return "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.";
  }
  return null;
}

function errorType(status: number): string {
  if (status === 401) return 'invalid_request_error';
  if (status === 429) return 'requests';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}

function sendJson(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': `req_standin_${Date.now().toString(36)}`,
    ...headers,
  });
  res.end(text);
}
