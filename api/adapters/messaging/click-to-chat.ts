import { phoneDigits } from '@shared/helpers/phone';
import type { Messenger } from '../ports';

/** A lone UTF-16 surrogate (half of a pair): encodeURIComponent throws on it, so it becomes U+FFFD first. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The embedded default: a wa.me link that opens WhatsApp on the user's device with the letter typed in. */
export function createClickToChat(): Messenger {
  return {
    sendText: async (to, text) => ({
      status: 'link',
      openUrl: `https://wa.me/${phoneDigits(to)}?text=${encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))}`,
    }),
  };
}
