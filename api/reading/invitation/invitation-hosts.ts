/**
 * Finds who invites: the people or families a reply letter is addressed to.
 *
 * In order of how surely a line names the hosts:
 * 1. a sign-off label and what follows it ('With best compliments from', 'निमंत्रक:',
 *    'ಆಹ್ವಾನಿಸುವವರು:', 'அழைப்பவர்:', 'ఆహ్వానించువారు:', 'ക്ഷണിക്കുന്നത്:'),
 * 2. the subject of an inviting sentence ('Mr. & Mrs. Sharma request the pleasure …',
 *    'श्रीमती … एवं श्री … सादर आमंत्रित करते हैं'),
 * 3. the name next to 'RSVP' or 'Contact',
 * 4. any other line that starts with a title (Shri, Smt., श्रीमती, ಶ್ರೀ, திரு, శ్రీమతి, ശ്രീ…),
 *    leaving out the blessing at the top ('Shri Ganeshaya Namah') and the couple's lines.
 */
import {
  CONTACT_LABEL,
  HOST_LABEL,
  INVITE_VERB,
  beforeContactDetails,
  isFieldLine,
  labelAtStart,
  labelWithColon,
  startsWithLabel,
} from '../card/card-lines';
import { FAMILY_RELATION_WORDS, HONORIFICS, INVOCATION_WORDS, VENUE_WORDS } from './invitation-keywords';
import { trimPunctuation, wordsPattern } from '../text/script-text';
import { findDates } from '../text/dates';
import { findTimes } from '../text/times';

const HONORIFIC = wordsPattern(HONORIFICS, { wholeIndic: true });
const STARTS_WITH_HONORIFIC = new RegExp(`^[^\\p{L}\\p{N}]*(?:${HONORIFIC.source})`, 'iu');
const INVOCATION = wordsPattern(INVOCATION_WORDS, { wholeIndic: true });
const FAMILY_RELATION = wordsPattern(FAMILY_RELATION_WORDS, { wholeIndic: true });
const VENUE_WORD = wordsPattern(VENUE_WORDS);
const MAX_HOSTS = 4;
// Lines read on after a sign-off label that stands alone ('With best compliments from').
const MAX_LINES_AFTER_LABEL = 3;

/** The hosts named on the card, most surely named first; [] if none is found. */
export function findHosts(lines: string[]): string[] {
  const hosts: string[] = [];
  const add = (candidate: string) => {
    const host = cleanHost(candidate);
    if (!host) return;
    const key = host.toLowerCase();
    if (hosts.some((h) => h.toLowerCase().includes(key))) return;
    hosts.push(host);
  };
  hostsAfterLabels(lines, HOST_LABEL).forEach(add);
  hostsOfInvitingSentences(lines).forEach(add);
  hostsAfterLabels(lines, CONTACT_LABEL).forEach(add);
  lines.filter(isTitledNameLine).forEach(add);
  return hosts.slice(0, MAX_HOSTS);
}

/** Names after a label: on its line, or on the lines below when the label stands alone. */
function hostsAfterLabels(lines: string[], label: RegExp): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const labelled = labelAtStart(line, label) ?? labelWithColon(line, label);
    if (!labelled) return;
    if (cleanHost(labelled.rest)) {
      found.push(labelled.rest);
      return;
    }
    for (let j = i + 1, taken = 0; j < lines.length && taken < MAX_LINES_AFTER_LABEL; j++) {
      const next = lines[j];
      if (next === '') {
        if (taken === 0 && j === i + 1) continue; // the names may start a new paragraph
        break;
      }
      if (startsWithLabel(next) || INVITE_VERB.test(next)) break;
      found.push(next);
      taken++;
    }
  });
  return found;
}

/** The people before 'request the pleasure' / 'सादर आमंत्रित' / 'ಆಹ್ವಾನಿಸುತ್ತೇವೆ'. */
function hostsOfInvitingSentences(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const verb = INVITE_VERB.exec(line);
    if (!verb) return;
    const subject = line.slice(0, verb.index);
    if (HONORIFIC.test(subject)) {
      found.push(subject);
      return;
    }
    // The subject is usually the line (or two) just above, set apart in larger type.
    for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
      if (lines[j] === '' || isFieldLine(lines[j])) break;
      if (isTitledNameLine(lines[j])) {
        found.push(lines[j]);
        return;
      }
    }
  });
  return found;
}

/** A line that starts with a title and is neither the blessing, the couple nor a place. */
function isTitledNameLine(line: string): boolean {
  return (
    STARTS_WITH_HONORIFIC.test(line) &&
    !INVOCATION.test(line) &&
    !FAMILY_RELATION.test(line) &&
    !VENUE_WORD.test(line) &&
    !isFieldLine(line)
  );
}

/** The host as printed, without contact details and punctuation; '' if it names nobody. */
function cleanHost(text: string): string {
  const host = trimPunctuation(beforeContactDetails(text));
  const letters = [...host].filter((c) => /\p{L}/u.test(c)).length;
  if (letters < 3 || host.length > 90) return '';
  if (findDates(host).length > 0 || findTimes(host).length > 0) return '';
  return host;
}
