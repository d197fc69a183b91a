import type { Context } from 'koa';

/**
 * The bytes of list answers by their version tag (list-version.ts): the tag names the
 * organization (and the viewer where the list depends on them), the list's version and the
 * query, so an entry can never be another's answer or a stale one — a write bumps the version
 * and the next request makes a new tag. The first page of a list is asked again and again (each
 * device opening the screen, every refetch after a write elsewhere); it is then sent without
 * reading or serializing anything, and gzipped once.
 *
 * One per app (`app.context.answers`, set by createApp): the tags are only unique within one database.
 */
export interface AnswerCache {
  recall(tag: string, encoding: Encoding): Buffer | undefined;
  remember(tag: string, encoding: Encoding, bytes: Buffer): void;
  /** Bytes held now (for tests). */
  heldBytes(): number;
}

type Encoding = 'identity' | 'gzip';

declare module 'koa' {
  interface DefaultContext {
    answers?: AnswerCache;
  }
}

const BUDGET_BYTES = 16 * 1024 * 1024;
/** Larger answers (a whole list of thousands) are rare and would crowd out the pages. */
const MAX_ANSWER_BYTES = 512 * 1024;

export function answerCache(budgetBytes = BUDGET_BYTES): AnswerCache {
  const answers = new Map<string, Buffer>();
  let held = 0;
  const keyOf = (tag: string, encoding: Encoding) => `${encoding} ${tag}`;
  return {
    recall(tag, encoding) {
      const key = keyOf(tag, encoding);
      const bytes = answers.get(key);
      if (!bytes) return undefined;
      // Most recently used last: the first key is the one to drop.
      answers.delete(key);
      answers.set(key, bytes);
      return bytes;
    },
    remember(tag, encoding, bytes) {
      if (bytes.length > MAX_ANSWER_BYTES) return;
      const key = keyOf(tag, encoding);
      held -= answers.get(key)?.length ?? 0;
      answers.delete(key);
      answers.set(key, bytes);
      held += bytes.length;
      while (held > budgetBytes) {
        const [oldest, old] = answers.entries().next().value!;
        answers.delete(oldest);
        held -= old.length;
      }
    },
    heldBytes: () => held,
  };
}

/** The app's answer cache and the version tag a route set for this answer (answeredUnchanged in list-version.ts), when both are there. */
export function taggedAnswerOf(ctx: Context): { answers: AnswerCache; tag: string } | undefined {
  const tag = ctx.state.versionTag as string | undefined;
  return tag && ctx.answers ? { answers: ctx.answers, tag } : undefined;
}
