import type { Messenger } from '../ports';

/** The embedded default: a wa.me link that opens WhatsApp on the user's device with the letter typed in. */
export function createClickToChat(): Messenger {
  return {
    sendText: async (to, text) => ({ status: 'link', openUrl: `https://wa.me/${to.replace(/\D/g, '')}?text=${encodeURIComponent(text)}` }),
  };
}
