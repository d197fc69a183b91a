/** The fields the screens read from extractedData (spec §3); every one may be missing. */
export interface ExtractedView {
  hosts: string[];
  eventName: string;
  date: string;
  time: string;
  venue: string;
  /** The day a reply is asked for by; '' when the card asks for none. */
  replyBy: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * Parses extractedData JSON text. Accepts the plain object and the form that wraps raw model
 * text in a `rawText` field holding a ```json fenced block. Returns null on any failure (the
 * spec says failures are ignored silently).
 */
export function parseExtractedData(json: string | null | undefined): ExtractedView | null {
  if (!json) return null;
  try {
    let data = JSON.parse(json) as Record<string, unknown>;
    const hasFields = 'hosts' in data || 'eventName' in data || 'event' in data || 'venue' in data;
    if (!hasFields && typeof data.rawText === 'string') {
      const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(data.rawText);
      data = JSON.parse(fenced ? fenced[1]! : data.rawText) as Record<string, unknown>;
    }
    if (!data || typeof data !== 'object') return null;
    const hosts = Array.isArray(data.hosts) ? data.hosts.map(text).filter(Boolean) : text(data.hosts) ? [text(data.hosts)] : [];
    return {
      hosts,
      eventName: text(data.eventName) || text(data.event),
      date: text(data.date),
      time: text(data.time),
      venue: text(data.venue),
      replyBy: text(data.replyBy),
    };
  } catch {
    return null;
  }
}
