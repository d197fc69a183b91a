import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@shared/schemas/invitations';
import { LETTER_AUTOSAVE_MS } from '@shared/limits';
import { NetworkError } from '@pwa/lib/http-error';
import { rememberLetterEdit, saveLetterEdit, type LetterTab } from './invitations.api';
import { useDebouncedSave } from './use-debounced-save';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The stored text of a tab: the user's saved edit, else the generated letter. */
export function storedLetter(invitation: Invitation | undefined, tab: LetterTab): string {
  if (!invitation) return '';
  return tab === 'normal'
    ? (invitation.editedLetter ?? invitation.generatedLetter ?? '')
    : (invitation.editedLetterFinetuned ?? invitation.generatedLetterFinetuned ?? '');
}

export interface LetterEditor {
  /** The active tab ('finetuned' only when that letter exists). */
  tab: LetterTab;
  setTab: (tab: LetterTab) => void;
  hasFinetuned: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  /** What is shown, sent and downloaded: the edited text of the active tab, else the stored letter (spec §4). */
  text: string;
  change: (text: string) => void;
  saveState: SaveState;
  /** Forgets local drafts, e.g. after both letters were written again. */
  reset: () => void;
}

/**
 * The letter panel's state, held by the page so the send actions use the very text on screen.
 * Edits are saved per tab about a second after typing stops (PUT letters), and flushed when the
 * tab changes, the page hides or the panel unmounts. Drafts stay local for the page's lifetime,
 * so a background refetch never overwrites what is being typed.
 */
export function useLetterEditor(invitation: Invitation | undefined): LetterEditor {
  const client = useQueryClient();
  const [tab, setTabState] = useState<LetterTab>('normal');
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<Partial<Record<LetterTab, string>>>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const id = invitation?.id;

  const saver = useDebouncedSave<{ id: number; tab: LetterTab; text: string }>(async (edit, { keepalive }) => {
    setSaveState('saving');
    try {
      const body = { tab: edit.tab, text: edit.text };
      // keepalive bodies are capped at 64 KB (a long letter in an Indic script can be bigger): retry without.
      await saveLetterEdit(edit.id, body, { keepalive }).catch((error: unknown) =>
        keepalive && error instanceof NetworkError ? saveLetterEdit(edit.id, body) : Promise.reject(error),
      );
      rememberLetterEdit(client, edit.id, { tab: edit.tab, text: edit.text });
      setSaveState('saved');
    } catch (error) {
      setSaveState('failed');
      throw error;
    }
  }, LETTER_AUTOSAVE_MS);

  const hasFinetuned = !!invitation?.generatedLetterFinetuned;
  const activeTab: LetterTab = tab === 'finetuned' && !hasFinetuned ? 'normal' : tab;
  const text = drafts[activeTab] ?? storedLetter(invitation, activeTab);

  const change = useCallback(
    (value: string) => {
      if (id === undefined) return;
      setDrafts((d) => ({ ...d, [activeTab]: value }));
      saver.schedule({ id, tab: activeTab, text: value });
    },
    [activeTab, id, saver],
  );

  const setTab = useCallback(
    (next: LetterTab) => {
      void saver.flush();
      setEditing(false);
      setTabState(next);
    },
    [saver],
  );

  const changeEditing = useCallback(
    (value: boolean) => {
      if (!value) void saver.flush();
      setEditing(value);
    },
    [saver],
  );

  const reset = useCallback(() => {
    saver.cancel();
    setDrafts({});
    setEditing(false);
    setSaveState('idle');
  }, [saver]);

  return { tab: activeTab, setTab, hasFinetuned, editing, setEditing: changeEditing, text, change, saveState, reset };
}
