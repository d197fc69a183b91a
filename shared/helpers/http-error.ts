/** Spec §8: a failed response becomes "<status>: <body text>", or the status text when the body is empty. */
export function httpErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Pulls the JSON `message` out of an error built by httpErrorMessage, for toasts. */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: (.*)$/s.exec(error.message);
  if (!match) return error.message || fallback;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return match[1] || fallback;
  }
}
