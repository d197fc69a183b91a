import type { Messenger } from '../ports';
import { UpstreamError } from '../ports';

/** WhatsApp's own limit on a text message body. */
const MAX_TEXT = 4096;

/** WhatsApp Cloud API (WHATSAPP_TOKEN + WHATSAPP_PHONE_NUMBER_ID): a text message from the organization's number. */
export function createWhatsAppCloud({ apiUrl, token, phoneNumberId, timeoutMs = 20_000 }: { apiUrl: string; token: string; phoneNumberId: string; timeoutMs?: number }): Messenger {
  return {
    async sendText(to, text) {
      if (text.length > MAX_TEXT) throw new UpstreamError(`WhatsApp allows at most ${MAX_TEXT} characters; shorten the letter or send it by email.`, 'whatsapp');
      let res: Response;
      try {
        res = await fetch(`${apiUrl.replace(/\/$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: text } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new UpstreamError(`WhatsApp could not be reached (${err instanceof Error ? err.message : String(err)}). Try again later.`, 'whatsapp');
      }
      const body = (await res.json().catch(() => ({}))) as { messages?: Array<{ id: string }>; error?: { message?: string; code?: number } };
      if (!res.ok || !body.messages?.[0]) {
        const reason = body.error?.message ?? `HTTP ${res.status}`;
        throw new UpstreamError(`WhatsApp did not send the message: ${reason}`, 'whatsapp');
      }
      return { status: 'sent', detail: body.messages[0].id };
    },
  };
}
