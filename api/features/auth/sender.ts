import type { Db } from '../../db/connection';
import type { Language } from '@shared/limits';
import { LETTERHEAD_LANGUAGES, type Letterhead, type LetterheadLanguage, type OrganizationInLanguage } from '@shared/schemas/organization';
import { oneScript } from '../../adapters/ai/letters/one-script';
import { authRepo, type OrganizationLanguageRow } from './auth.repo';

const BLANK: OrganizationInLanguage = { name: '', address: '', place: '', senderName: '', senderDesignation: '' };

/** A stored language row as the shared shape. */
const inLanguageOf = (row: OrganizationLanguageRow | undefined): OrganizationInLanguage =>
  row ? { name: row.name, address: row.address, place: row.place, senderName: row.sender_name, senderDesignation: row.sender_designation } : BLANK;

/**
 * The letters' sender and letterhead: the organization's settings, else SENDER_NAME, else the
 * admin's name for the signer. `letterhead(language)` gives every detail in the language's script:
 * the organization's own form where it set one, else its Latin form transliterated.
 */
export function senderFor(db: Db, orgId: number, senderNameDefault: string | undefined) {
  const repo = authRepo(db);
  const org = repo.organization(orgId);
  const admin = repo.orgUser(orgId, 'admin');
  const defaultSenderName = senderNameDefault || admin?.name || org?.name || '';
  const senderName = org?.sender_name || defaultSenderName;
  const rows = repo.organizationLanguages(orgId);
  const inLanguages = Object.fromEntries(
    LETTERHEAD_LANGUAGES.map((language) => [language, inLanguageOf(rows.find((r) => r.language === language))]),
  ) as Record<LetterheadLanguage, OrganizationInLanguage>;

  function letterhead(language: Language): Letterhead {
    const latin: OrganizationInLanguage = {
      name: org?.name ?? '',
      address: org?.address ?? '',
      place: org?.place ?? '',
      senderName,
      senderDesignation: org?.sender_designation ?? '',
    };
    const own = language === 'English' ? latin : inLanguages[language];
    const script = oneScript(language);
    const pick = (key: keyof OrganizationInLanguage, write = script.name) => own[key].trim() || write(latin[key].trim());
    return {
      name: latin.name,
      localName: pick('name'),
      address: pick('address'),
      place: pick('place'),
      phone: org?.phone ?? '',
      email: org?.email ?? '',
      senderName: pick('senderName'),
      senderDesignation: pick('senderDesignation', script.designation),
    };
  }

  return {
    senderName,
    /** What letters are signed with while the organization has not set its own sender line. */
    defaultSenderName,
    organizationName: org?.name ?? '',
    reviewerEmail: admin?.email ?? null,
    /** The Latin details and the per-language forms as stored ('' where none was set). */
    profile: {
      address: org?.address ?? '',
      place: org?.place ?? '',
      phone: org?.phone ?? '',
      email: org?.email ?? '',
      senderDesignation: org?.sender_designation ?? '',
      inLanguages,
    },
    letterhead,
  };
}
