import type { Language } from '@shared/limits';
import type { Config } from '../config';
import type { DataFiles } from '../storage/files';
import type { Ports } from './ports';
import { createOfflineAi } from './ai/offline';
import { createOpenAiProvider } from './ai/openai';
import { createSmtpMailer } from './mail/smtp';
import { createEmlMailer } from './mail/eml-files';
import { createWhatsAppCloud } from './messaging/whatsapp-cloud';
import { createClickToChat } from './messaging/click-to-chat';
import { createNominatim } from './geocoding/nominatim';
import { createGazetteer } from './geocoding/gazetteer';

/**
 * THE ONLY PLACE that chooses between a configured service and its embedded default. A
 * configured service that fails reports its own error; nothing falls back silently.
 */
export function buildPorts(
  config: Config,
  files: DataFiles,
  log: (message: string) => void = () => {},
): Ports & { describe(): string[]; warm(languages: Language[]): Promise<void> } {
  const offlineAi = config.OPENAI_API_KEY ? null : createOfflineAi({ tessdataDir: files.folder('tessdata') });
  const ai = config.OPENAI_API_KEY
    ? createOpenAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL })
    : offlineAi!;
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createEmlMailer({ folder: () => files.folder('mail'), write: files.write, from: config.MAIL_FROM, log });
  const whatsApp = config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID;
  const messenger = whatsApp
    ? createWhatsAppCloud({ apiUrl: config.WHATSAPP_API_URL, token: config.WHATSAPP_TOKEN!, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID! })
    : createClickToChat();
  const geocoder = config.GEOCODER_URL ? createNominatim({ baseUrl: config.GEOCODER_URL }) : createGazetteer();
  return {
    ai,
    mailer,
    messenger,
    geocoder,
    describe: () => [
      config.OPENAI_API_KEY ? `AI: ${config.OPENAI_MODEL} at ${config.OPENAI_BASE_URL ?? 'api.openai.com'}` : 'AI: embedded OCR + letter templates',
      config.SMTP_URL ? `mail: SMTP ${new URL(config.SMTP_URL).host}` : `mail: .eml files in ${files.folder('mail')}`,
      whatsApp ? 'WhatsApp: Cloud API' : 'WhatsApp: click-to-chat links',
      config.GEOCODER_URL ? `places: Nominatim at ${new URL(config.GEOCODER_URL).host}` : 'places: bundled GeoNames gazetteer',
    ],
    /** Starts the embedded reader's workers (the server at boot); nothing when an AI is configured. */
    warm: async (languages) => {
      await offlineAi?.warm(languages);
    },
    close: async () => {
      await offlineAi?.close();
    },
  };
}
