import { describe, expect, it } from 'vitest';
import { failureText, fieldErrorsOf, HttpError, isTransient, NetworkError } from './http-error';

const answer = (status: number, body: string, statusText = '') => new Response(body || null, { status, statusText });

describe('HttpError.of', () => {
  it("keeps the status and the parsed {message, error, fields} body, with spec §8's message", async () => {
    const text = '{"message":"Invalid phone number format","error":"validation_error","fields":{"phone":"Invalid phone number format"}}';
    const error = await HttpError.of(answer(400, text));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ message: 'Invalid phone number format', error: 'validation_error', fields: { phone: 'Invalid phone number format' } });
    expect(error.fields).toEqual({ phone: 'Invalid phone number format' });
    expect(error.message).toBe(`400: ${text}`);
  });

  it('has no body when the answer is not the API\'s error shape, and the status text when it is empty', async () => {
    const html = await HttpError.of(answer(502, '<html>Bad Gateway</html>'));
    expect(html.body).toBeNull();
    expect(html.message).toBe('502: <html>Bad Gateway</html>');
    expect((await HttpError.of(answer(503, '', 'Service Unavailable'))).message).toBe('503: Service Unavailable');
    expect((await HttpError.of(answer(400, '{"message":"no id"}'))).body).toBeNull();
  });
});

describe('failureText', () => {
  it("uses the server's message, never a masked 500, else the fallback", () => {
    expect(failureText(new HttpError(400, { message: 'Name is required', error: 'validation_error' }), 'x')).toBe('Name is required');
    expect(failureText(new HttpError(500, { message: 'Internal error', error: 'internal_error' }), 'Failed to create contact')).toBe('Failed to create contact');
    expect(failureText(new HttpError(502, null, 'Bad Gateway'), 'Failed to create contact')).toBe('Failed to create contact');
    expect(failureText(new NetworkError(new TypeError('Failed to fetch')), 'Failed to create contact')).toBe('Failed to create contact');
  });
});

describe('telling a refusal from a failure that passes', () => {
  it('counts no answer, 408, 429 and 5xx as passing, other 4xx as refusals', () => {
    expect(isTransient(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    for (const status of [408, 429, 500, 503]) expect(isTransient(new HttpError(status, null)), String(status)).toBe(true);
    for (const status of [400, 403, 409, 413]) expect(isTransient(new HttpError(status, null)), String(status)).toBe(false);
    expect(fieldErrorsOf(new HttpError(400, { message: 'x', error: 'validation_error', fields: { name: 'Name is required' } }))).toEqual({ name: 'Name is required' });
    expect(fieldErrorsOf(new NetworkError(null))).toBeNull();
  });
});
