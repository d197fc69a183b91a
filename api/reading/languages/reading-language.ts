/**
 * What the reader knows of one language: the words its cards print (event names, invite
 * phrases, hosts' titles, venue labels, card designations…), its month and weekday names, its
 * digits, its script and tesseract's code for it. One module per language (english.ts, hindi.ts…)
 * fills this interface, and `READING_LANGUAGES` holds them as a `Record<Language, …>`: a language
 * left out, or a word list left out of one, fails to compile.
 *
 * Every list is searched on every card, whatever language was chosen: Indian cards mix the local
 * script with English, and a Kannada card may print 'Venue:' under a Kannada heading. Latin
 * entries must match a whole word (case-insensitive); Indic entries match at the start of a word,
 * so a stem also finds its inflected forms (see `wordsPattern`). A word lives in the module of
 * its script (Latin words in english.ts, whatever language's cards print them).
 */
import type { Language } from '@shared/limits';
import type { EventType } from '@shared/schemas/invitations';

export type Words = readonly string[];

/** Tesseract's codes of the languages read, each installed as an npm package (`@tesseract.js-data/<code>`). */
export type TesseractCode = 'eng' | 'hin' | 'kan' | 'tam' | 'tel' | 'mal' | 'san';

type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];
type Seven<T> = readonly [T, T, T, T, T, T, T];

export interface ReadingLanguage {
  language: Language;
  /** The trained data tesseract reads this language's script with. */
  tesseract: TesseractCode;
  /** A letter of this language's script. */
  script: RegExp;
  /** The code point of the script's own digit zero (its digits follow it), or null for ASCII digits only. */
  zeroDigit: number | null;
  /**
   * The Gregorian month names and their common spellings, January first. Words of two letters or
   * fewer ('May', 'मई', 'ಮೇ') are matched as whole words only: as prefixes they would match anything.
   */
  months: Twelve<Words>;
  /** Weekday names, Sunday first, to check a date against the weekday printed beside it. */
  weekdays: Seven<Words>;
  dates: {
    /** Words that label the event's date ('Date:', 'दिनांक', 'ದಿನಾಂಕ'). */
    dateLabels: Words;
    /** Words of a death notice: a date after them is not the event's. */
    deathWords: Words;
    /** Words asking for a reply ('RSVP by', 'kindly confirm by'): a date after them is the deadline, not the event's. */
    replyWords?: Words;
    /** Words of what is already done ('retired on', 'married on'): a date after them is the occasion's cause, less likely the event's. */
    pastWords?: Words;
    /** Weekday names and their short forms: they mark a line as the date line. */
    weekdayWords: Words;
  };
  invitation: {
    /**
     * Titles printed only before a bride's name ('Chi. Sow.', 'चि.सौ.का.', 'చి.ల.సౌ.', 'மணமகள்'):
     * a card naming a bride is a wedding card even when OCR lost its heading.
     */
    brideTitles: Words;
    /**
     * Words of a postal address: a line holding one belongs to the venue's address when no label
     * says so ('Markandeya Colony', 'R.M.V. 2nd Stage', 'ಬೈಂದೂರು ತಾ', 'விக்ரோளி (प.)').
     */
    addressWords: Words;
    /**
     * Words that lead to the business an opening is for ('the inauguration of our', 'ನಮ್ಮ ನೂತನ',
     * 'మా నూతన'): its name follows, quoted, or on the next line.
     */
    openingLeads: Words;
    /**
     * Words around the couple's or celebrant's name: 'the wedding of', 'of our daughter', 'stepping
     * into the marriage life', '1st birthday of'. The names follow within a few lines.
     */
    celebrantLeads: Words;
    /**
     * Titles that name the people an event is for, not the inviters: the groom and bride ('Chi.',
     * 'Chi. Sow.', 'Selvan', 'Selvi', 'चि.', 'चि.सौ.का.', 'ಚಿ॥', 'ಸೌ.', 'చి.ల.సౌ.', 'വരൻ', 'വധു'), the boy of a
     * thread ceremony ('बटु', 'ವಟು'). Kept apart from HONORIFICS, which mark inviters.
     */
    celebrantTitles: Words;
    /** Words that make a heading a ceremony rather than a mention ('Wedding Ceremony', 'ವಿವಾಹ ಮಹೋತ್ಸವ'). */
    ceremonyWords: Words;
    /** Words before an event's name that are part of it ('1st Birthday', 'Silver Jubilee Wedding Anniversary', 'ರಜತ ಮಹೋತ್ಸವ'). */
    eventQualifiers: Words;
    /** Contact labels: whoever is named next to them is a host too, but less surely. */
    contactMarkers: Words;
    /**
     * Words naming each kind of event. 'other' lists events outside the vocabulary (an anniversary,
     * a baby shower, an arangetram, a mourning rite): naming them keeps their card from being taken
     * for the puja or the lunch it mentions.
     */
    events: Record<EventType, Words>;
    /**
     * Words that introduce a guest of the event ('Chief Guest', 'Inaugurated by', 'मुख्य अतिथि'):
     * the line names a dignitary, neither the place nor the inviters.
     */
    guestMarkers: Words;
    /** Words of the couple's line on a wedding card ("son of", "सुपुत्री"), not the hosts. */
    familyRelationWords: Words;
    /** Titles before a person's name. */
    honorifics: Words;
    /** Sign-offs after which the inviting people are named. */
    hostMarkers: Words;
    /** Words meaning "invitation": dropped from the end of a heading ('Wedding Invitation' → 'Wedding'). */
    invitationWords: Words;
    /** Phrases whose subject (just before them) is the inviting person: "Mr. & Mrs. X request the pleasure". */
    inviteVerbs: Words;
    /** Words of the blessing at the top of a card ('|| Shri Ganeshaya Namah ||'): never a host. */
    invocationWords: Words;
    /**
     * Words of the meal served with the event ('Lunch follows', 'भोजन', 'ಭೋಜನ'): a line saying so
     * is printed after the venue, never part of its address.
     */
    mealWords: Words;
    /** Labels of a note at the foot of a card ('N.B.', 'टीप:', 'குறிப்பு:'): what follows names no host. */
    noteWords: Words;
    /** Words of an organisation that hosts a temple festival or a function ('Samiti', 'ಸಮಿತಿ', 'Trust'). */
    organisationWords: Words;
    /**
     * Words that join parents to their child on one line ('ಅವರ ಪುತ್ರಿ', 'அவர்களின் புதல்வி', 'के
     * सुपुत्र'): the titled names before them are the parents, who invite.
     */
    possessiveWords: Words;
    /** Lines naming parents: the line above is the son's or daughter's ('S/o', '(… ಜ್ಯೇಷ್ಠ ಪುತ್ರಿ)', 'यांचे सुपुत्र'). */
    parentageWords: Words;
    /** Labels of phone numbers ('Mob.', 'मो.', 'ದೂರವಾಣಿ'…). */
    phoneMarkers: Words;
    /**
     * Words of those who sing or serve at the event ('Bhajan Samrat', '& Party', 'Caterers', 'ಗಾಯಕರು'):
     * the number on their line is theirs, not the inviter's, and they host nothing.
     */
    performerWords: Words;
    /** Words of a printer's credit ('Kalpana Screen Printing, Mob: …'): its number is the printer's. */
    printerWords: Words;
    /** The wedding's reception: a wedding card naming both is named for the wedding. */
    receptionWords: Words;
    /** The wedding's own rite as a programme lists it ('Pheras', 'पाणिग्रहण', 'ಧಾರಾ ಮುಹೂರ್ತ'): its day and time are the wedding's, whatever the heading calls it. */
    weddingRiteWords: Words;
    /** How a card greets its reader ('Dear friends', 'प्रिय बंधु', 'ಪ್ರಿಯರೇ'): the words after it name no host. */
    salutationWords: Words;
    /** 'You' and 'your' as a card says them to its guest ('your presence', 'ನಿಮ್ಮ', 'താങ്കളുടെ'): a sentence with one speaks to the guest and names no host. */
    youWords: Words;
    /** Labels that introduce the venue, e.g. 'Venue:', 'स्थान:', 'ಸ್ಥಳ:', 'இடம்:', 'వేదిక:', 'സ്ഥലം:'. */
    venueMarkers: Words;
    /** Words naming a place where events are held: they mark a venue line when no label does. */
    venueWords: Words;
    /** Labels of the date and time lines. */
    whenMarkers: Words;
  };
  card: {
    /**
     * The bearer's role an ID card prints alone in large type ('PRESS', 'STAFF', 'VISITOR',
     * 'प्रेस'): the card's position when no designation is printed.
     */
    badgeRoles: Words;
    /** Words of an address line: streets, buildings, areas ('4th Cross', 'Outer Ring Road', 'ನಗರ'). */
    addressWords: Words;
    /** Cities and towns printed at the end of an address (old and new spellings, and in script). */
    cities: Words;
    /** Words that make a line the name of an organisation. */
    companyWords: Words;
    /**
     * Countries other than India, and cities abroad that stand for one, as an address ends with
     * them. A card that names one is from abroad: its numbers printed without a country code are
     * not Indian.
     */
    countriesAbroad: Words;
    /** Departments ('Department of Cardiology', 'ಕನ್ನಡ ವಿಭಾಗ'): kept in the notes. */
    departmentWords: Words;
    /** Labels of the email and website lines ('E-mail:', 'Web:'), dropped before the address is read. */
    emailLabels: Words;
    /** Labels ID cards print before a field ('Name:', 'Designation:', 'ಹೆಸರು:'). */
    fieldLabels: Record<'name' | 'position' | 'company' | 'department' | 'address', Words>;
    /**
     * What a shop sells or does, as its card lists it ('Detergent Powder', 'Sales & Service',
     * 'ಸೀರೆಗಳು'): a line with one of these is no one's name, however name-like its shape.
     */
    goods: Words;
    /** Endings a shop writes glued to its name ('Agristore', 'Foodmart', 'Infotech'). */
    gluedCompanyEndings: Words;
    /** Labels of numbers worth keeping in the notes: tax, registration and identity numbers. */
    idLabels: Words;
    /** The areas a job is in, printed after it with a dash ('Manager - Sales', 'Director – Exports'): the line stays one job. */
    jobAreas: Words;
    /** Words that open a landmark ('Near Canara Bank', 'Next to City Hospital'): the line is an address. */
    landmarkWords: Words;
    /** Legal forms: a line ending in one of these is a company even if it names a job too. */
    legalForms: Words;
    /** Titles before a name on a card; kept as part of the name. */
    nameTitles: Words;
    /** How a phone number is labelled, so the mobile can be told from the office line and the fax. */
    phoneLabels: Record<'mobile' | 'phone' | 'fax', Words>;
    /** Job titles and designations. */
    positionWords: Words;
    /** Degrees and memberships printed under a name ('MBBS, MD', 'B.E., MBA', 'FCA'). */
    qualifications: Words;
    /**
     * Labels a blank ID card template prints with nothing after them: never a value on their own.
     * The phone labels among them stay phone labels when a number follows.
     */
    templateLabels: Words;
    webLabels: Words;
  };
}
