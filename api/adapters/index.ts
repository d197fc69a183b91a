import type { Config } from '../config';
import type { DataFiles } from '../files';
import type { Ports } from './ports';
import { createOfflineAi } from './ai/offline';
import { createOpenAiProvider } from './ai/openai';

/**
 * THE ONLY PLACE that chooses between a configured service and its embedded default. A
 * configured service that fails reports its own error; nothing falls back silently.
 */
export function buildPorts(config: Config, files: DataFiles, _log: (message: string) => void = () => {}): Ports & { describe(): string[] } {
  const offlineAi = config.OPENAI_API_KEY ? null : createOfflineAi({ tessdataDir: files.folder('tessdata') });
  const ai = config.OPENAI_API_KEY
    ? createOpenAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL })
    : offlineAi!;
  return {
    ai,
    describe: () => [
      config.OPENAI_API_KEY ? `AI: ${config.OPENAI_MODEL} at ${config.OPENAI_BASE_URL ?? 'api.openai.com'}` : 'AI: embedded OCR + letter templates',
    ],
    close: async () => {
      await offlineAi?.close();
    },
  };
}
