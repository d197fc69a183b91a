import type { InvitationStatus } from '@shared/schemas/invitations';
import type { InvitationRow } from '../features/invitations/invitations.repo';
import type { Ports } from '../adapters/ports';
import type { Db } from '../db/connection';
import { extractStage } from './extract';
import { generateStage } from './generate';

/** What a stage gets: the invitation as stored, the outside services, and the database for its own reads. */
export interface StageContext {
  invitation: InvitationRow;
  ports: Ports;
  db: Db;
  /** SENDER_NAME, used when the organization has not set its own sender line. */
  senderNameDefault?: string;
}

export interface Stage {
  name: string;
  /** Status while the stage runs. */
  running: InvitationStatus;
  /** Status once its output is saved. */
  done: InvitationStatus;
  /** Does the work; returns a function that saves the output (run inside the worker's transaction). */
  run: (ctx: StageContext) => Promise<(db: Db) => void>;
}

/** THE ORDER of the invitation pipeline: uploaded → extracting → extracted → generating → completed. */
export const STAGES: readonly Stage[] = [
  { name: 'extract', running: 'extracting', done: 'extracted', run: extractStage },
  { name: 'generate', running: 'generating', done: 'completed', run: generateStage },
];

export const stageNamed = (name: string) => STAGES.find((s) => s.name === name);
export const stageAfter = (name: string) => STAGES[STAGES.findIndex((s) => s.name === name) + 1];
