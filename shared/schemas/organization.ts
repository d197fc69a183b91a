/**
 * The organization as its letters show it: letterhead (name, address, place, phone, email) and
 * signature (the signer's name and designation), in Latin letters and as written in each Indian
 * letter language. A blank per-language form means "write the Latin form in that script".
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../limits';
import { isPhoneNumber, PHONE_CHARACTERS } from '../helpers/phone';

/** The letter languages with a script of their own (English letters use the Latin forms). */
export const LETTERHEAD_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'English'> => l !== 'English');
export const LetterheadLanguage = z.enum(LETTERHEAD_LANGUAGES);
export type LetterheadLanguage = z.infer<typeof LetterheadLanguage>;

const MAX_LINE = 200;
const MAX_ADDRESS = 300;
const line = (label: string, max = MAX_LINE) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** The details that have a per-language form. */
export const OrganizationInLanguage = z.object({
  name: line('The name'),
  address: line('The address', MAX_ADDRESS),
  /** The town or city letters are signed at ('Bengaluru'), printed beside the date. */
  place: line('The place'),
  senderName: line("The signer's name"),
  senderDesignation: line('The designation'),
});
export type OrganizationInLanguage = z.infer<typeof OrganizationInLanguage>;

/** The letterhead's contact details, the same in every language. */
export const OrganizationContact = z.object({
  phone: z
    .string()
    .trim()
    .max(40, 'Invalid phone number format')
    .refine((v) => v === '' || (PHONE_CHARACTERS.test(v) && isPhoneNumber(v)), 'Invalid phone number format'),
  email: z
    .string()
    .trim()
    .max(254, 'Invalid organization email address')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid organization email address'),
});

/** Everything a letterhead and a signature need, in one language's script. */
export interface Letterhead {
  /** The name as printed in Latin letters (always shown, under the name in the letter's script). */
  name: string;
  /** The name in the letter's script (same as `name` for English). */
  localName: string;
  address: string;
  place: string;
  phone: string;
  email: string;
  senderName: string;
  senderDesignation: string;
}
