import type { InvitationStatus } from '@shared/schemas/invitations';
import type { InvitationRow } from '../invitations.repo';
import type { Ports } from '../../../adapters/ports';
import type { Db } from '../../../db/connection';
import type { SenderOf } from '../organization-sender';

/** What a stage gets: the invitation as stored, the outside services, and the database for its own reads. */
export interface StageContext {
  invitation: InvitationRow;
  ports: Ports;
  db: Db;
  /** Who signs the organization's letters (see organization-sender.ts). */
  senderOf: SenderOf;
  /** Aborted when the stage ran out of time (the worker always gives one): its work should stop rather than run on unseen. */
  signal?: AbortSignal;
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
