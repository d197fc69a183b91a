/** The words of business and ID cards in every language, gathered for the card rules: each list holds every language's words (cards mix scripts). The words themselves live in the language modules. */
import { everyLanguage, gathered } from './index';

export const ADDRESS_WORDS = everyLanguage((l) => l.card.addressWords);
export const BADGE_ROLES = everyLanguage((l) => l.card.badgeRoles);
export const CITIES = everyLanguage((l) => l.card.cities);
export const COMPANY_WORDS = everyLanguage((l) => l.card.companyWords);
export const COUNTRIES_ABROAD = everyLanguage((l) => l.card.countriesAbroad);
export const DEPARTMENT_WORDS = everyLanguage((l) => l.card.departmentWords);
export const EMAIL_LABELS = everyLanguage((l) => l.card.emailLabels);
export const FIELD_LABELS = gathered(['name', 'position', 'company', 'department', 'address'] as const, (l) => l.card.fieldLabels);
export const GOODS = everyLanguage((l) => l.card.goods);
export const GLUED_COMPANY_ENDINGS = everyLanguage((l) => l.card.gluedCompanyEndings);
export const ID_LABELS = everyLanguage((l) => l.card.idLabels);
export const JOB_AREAS = everyLanguage((l) => l.card.jobAreas);
export const LANDMARK_WORDS = everyLanguage((l) => l.card.landmarkWords);
export const LEGAL_FORMS = everyLanguage((l) => l.card.legalForms);
export const NAME_TITLES = everyLanguage((l) => l.card.nameTitles);
export const PHONE_LABELS = gathered(['mobile', 'phone', 'fax'] as const, (l) => l.card.phoneLabels);
export const POSITION_WORDS = everyLanguage((l) => l.card.positionWords);
export const QUALIFICATIONS = everyLanguage((l) => l.card.qualifications);
export const TEMPLATE_LABELS = everyLanguage((l) => l.card.templateLabels);
export const WEB_LABELS = everyLanguage((l) => l.card.webLabels);
