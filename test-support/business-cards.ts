/**
 * Test fixtures: printed business cards (3.5 × 2 in, the Indian and international standard),
 * worded and laid out the way real ones are, with what a reader should take off each. Render
 * one with `renderCard(businessCardSpec(card))` (add `photo` for a phone photo of it).
 */
import type { Language } from '@shared/limits';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import type { CardSpec } from './render-card';

/** One printed line and its style: the name, a title line, a company line, or small text. */
export type BusinessCardLine = [style: 'name' | 'title' | 'company' | 'text', text: string];

export interface BusinessCard {
  /** The card's other script besides English (English for an English-only card). */
  language: Language;
  /** The upper part of the card: name, titles, company (left column). */
  top: BusinessCardLine[];
  /** The lower part: address and contact details (smaller type). */
  bottom: BusinessCardLine[];
  /** The fields a reader must get right from a render of this card. */
  expected: Pick<ExtractedIdCard, 'name' | 'email' | 'phone'> & Partial<ExtractedIdCard>;
}

// 3.5 × 2 in at 200 CSS px per inch: type sizes below are the usual 6.5–11 pt of a card.
const WIDTH = 700;
const HEIGHT = 400;

const CSS = `
.card { width: ${WIDTH}px; height: ${HEIGHT}px; padding: 0; background: #fdfdfb; color: #1d232b;
  text-align: left; font-size: 18px; line-height: 1.32; border: 1px solid #d6d6d0; border-image: none; }
.inner { border: none; outline: none; padding: 30px 36px; height: 100%; box-sizing: border-box;
  display: flex; flex-direction: column; justify-content: space-between; }
.bc-name { font-size: 31px; font-weight: 700; color: #0f2a4a; }
.bc-title { font-size: 19px; color: #3a4552; }
.bc-company { font-size: 21px; font-weight: 700; color: #8a1c1c; margin-top: 6px; }
.bc-text { font-size: 17px; }
.bc-rule { border-top: 2px solid #8a1c1c; margin: 10px 0 8px; width: 45%; }
`;

/** The render spec of `card`: a white 700 × 400 px card (1400 × 800 at the default scale). */
export function businessCardSpec(card: BusinessCard, extra: Partial<CardSpec> = {}): CardSpec {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = (lines: BusinessCardLine[]) => lines.map(([style, text]) => `<div class="bc-${style}">${escape(text)}</div>`).join('\n');
  return {
    width: WIDTH,
    css: CSS,
    body: `<div>${html(card.top)}</div><div><div class="bc-rule"></div>${html(card.bottom)}</div>`,
    ...extra,
  };
}

/** The card's printed text, one line per printed line. */
export function businessCardText(card: BusinessCard): string {
  return [...card.top, ...card.bottom].map(([, text]) => text).join('\n');
}

export const BUSINESS_CARDS = {
  corporate: {
    language: 'English',
    top: [
      ['name', 'Ananya Krishnan'],
      ['title', 'Senior Product Manager'],
      ['company', 'Bluepeak Technologies Pvt. Ltd.'],
    ],
    bottom: [
      ['text', '4th Floor, Prestige Tech Park, Outer Ring Road,'],
      ['text', 'Marathahalli, Bengaluru 560103'],
      ['text', 'M: +91 98860 23456   T: +91 80 4123 4567'],
      ['text', 'ananya.k@bluepeak.in   www.bluepeak.in'],
    ],
    expected: {
      name: 'Ananya Krishnan',
      email: 'ananya.k@bluepeak.in',
      phone: '919886023456',
      company: 'Bluepeak Technologies Pvt. Ltd.',
      position: 'Senior Product Manager',
      website: 'www.bluepeak.in',
    },
  },
  kannada: {
    language: 'Kannada',
    top: [
      ['name', 'Manjunath Gowda'],
      ['title', 'ಮಂಜುನಾಥ್ ಗೌಡ'],
      ['title', 'Managing Director'],
      ['company', 'Sri Lakshmi Enterprises'],
    ],
    bottom: [
      ['text', 'No. 12, 2nd Cross, Vijayanagar, Mysuru 570017'],
      ['text', 'ಮೊಬೈಲ್: 94480 23456   Ph: 0821 2345678'],
      ['text', 'manju.gowda@lakshmient.com'],
    ],
    expected: {
      name: 'Manjunath Gowda',
      email: 'manju.gowda@lakshmient.com',
      phone: '919448023456',
      company: 'Sri Lakshmi Enterprises',
      position: 'Managing Director',
    },
  },
  hindi: {
    language: 'Hindi',
    top: [
      ['name', 'CA Rajesh Gupta'],
      ['title', 'राजेश गुप्ता'],
      ['title', 'Chartered Accountant'],
      ['company', 'Gupta & Associates'],
    ],
    bottom: [
      ['text', 'B-42, Civil Lines, Jaipur 302006'],
      ['text', 'मो. 98290 45678   rajesh@guptaassociates.in'],
      ['text', 'GSTIN: 08ABCDE1234F1Z5'],
    ],
    expected: {
      name: 'CA Rajesh Gupta',
      email: 'rajesh@guptaassociates.in',
      phone: '919829045678',
      company: 'Gupta & Associates',
      profession: 'Chartered Accountant',
    },
  },
  doctor: {
    language: 'English',
    top: [
      ['name', 'Dr. Ramesh Hegde'],
      ['title', 'MBBS, MD (General Medicine)'],
      ['title', 'Consultant Physician'],
      ['company', 'Manipal Hospital'],
    ],
    bottom: [
      ['text', '98, HAL Old Airport Road, Bengaluru 560017'],
      ['text', 'Mob: 94481 12345   Reg. No. KMC 45678'],
      ['text', 'ramesh.hegde@manipalhospitals.com'],
    ],
    expected: {
      name: 'Dr. Ramesh Hegde',
      email: 'ramesh.hegde@manipalhospitals.com',
      phone: '919448112345',
      company: 'Manipal Hospital',
      profession: 'Doctor',
    },
  },
} satisfies Record<string, BusinessCard>;
