import type { Stage } from './stage';
import { extractStage } from './extract';
import { generateStage } from './generate';

/** THE ORDER of the invitation pipeline: uploaded → extracting → extracted → generating → completed. */
export const STAGES: readonly Stage[] = [
  { name: 'extract', running: 'extracting', done: 'extracted', run: extractStage },
  { name: 'generate', running: 'generating', done: 'completed', run: generateStage },
];

export const stageNamed = (name: string) => STAGES.find((s) => s.name === name);
export const stageAfter = (name: string) => STAGES[STAGES.findIndex((s) => s.name === name) + 1];
