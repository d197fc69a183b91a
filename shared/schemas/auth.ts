import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH } from '../limits';
import { isPhoneNumber, PHONE_CHARACTERS } from '../helpers/phone';
import { LetterheadLanguage, OrganizationContact, OrganizationInLanguage } from './organization';

const MAX_TEXT = 200;

const name = (message: string) => z.string().trim().min(MIN_NAME_LENGTH, message).max(MAX_TEXT);
const email = (message: string) => z.string().trim().max(254, message).pipe(z.email(message));
const phone = (message: string) =>
  z.string().trim().min(MIN_PHONE_LENGTH, message).max(40, 'Invalid phone number format').regex(PHONE_CHARACTERS, 'Invalid phone number format');
const password = (message: string) => z.string().min(MIN_PASSWORD_LENGTH, message).max(MAX_TEXT, 'Password is too long');

/** Field rules per role, so the form and the server use the very same messages. */
const accountFields = (who: 'Admin' | 'Assistant') => {
  const lower = who.toLowerCase();
  return {
    name: name(`${who} name must be at least 2 characters`),
    email: email(`Invalid ${lower} email address`),
    phone: phone(`${who} phone number must be at least 10 digits`),
    password: password(`${who} password must be at least 6 characters`),
  };
};
const admin = accountFields('Admin');
const assistant = accountFields('Assistant');
const organizationName = name('Organization name must be at least 2 characters');

/** POST /api/register: phones arrive as the country code joined with the number. */
export const RegisterBody = z.object({
  organizationName,
  adminName: admin.name,
  adminEmail: admin.email,
  adminPhone: admin.phone,
  adminPassword: admin.password,
  assistantName: assistant.name,
  assistantEmail: assistant.email,
  assistantPhone: assistant.phone,
  assistantPassword: assistant.password,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

const countryCode = z.string().min(1, 'Country code is required');

/** The registration form: the body's rules plus country codes and password confirmations. */
export const RegisterForm = z
  .object({
    organizationName,
    adminName: admin.name,
    adminEmail: admin.email,
    adminCountryCode: countryCode,
    adminPhone: phone('Admin phone number must be at least 10 digits'),
    adminPassword: admin.password,
    confirmAdminPassword: z.string(),
    assistantName: assistant.name,
    assistantEmail: assistant.email,
    assistantCountryCode: countryCode,
    assistantPhone: phone('Assistant phone number must be at least 10 digits'),
    assistantPassword: assistant.password,
    confirmAssistantPassword: z.string(),
  })
  .refine((f) => f.adminPassword === f.confirmAdminPassword, {
    message: "Admin passwords don't match",
    path: ['confirmAdminPassword'],
  })
  .refine((f) => f.assistantPassword === f.confirmAssistantPassword, {
    message: "Assistant passwords don't match",
    path: ['confirmAssistantPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

/** PUT /api/auth/password: any signed-in user changes their own password. */
export const PasswordChangeBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(MAX_TEXT),
  newPassword: password('The new password must be at least 6 characters'),
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

/** PUT /api/organization/assistant/password: the admin sets a new password for the assistant. */
export const AssistantPasswordBody = z.object({
  newPassword: password('The new password must be at least 6 characters'),
});
export type AssistantPasswordBody = z.infer<typeof AssistantPasswordBody>;

export const LoginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required').max(MAX_TEXT),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ProfileUpdateBody = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(MAX_TEXT),
  phone: z
    .string()
    .trim()
    .max(40, 'Invalid phone number format')
    .regex(PHONE_CHARACTERS, 'Invalid phone number format')
    // The same rule as a contact's phone: a number a phone can dial, not "12".
    .refine((v) => v === '' || !PHONE_CHARACTERS.test(v) || isPhoneNumber(v), 'Invalid phone number format')
    .optional()
    .default(''),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

// The answers the app shell checks live where no phone rule (libphonenumber) comes with them.
export { ClientConfig, Role, User } from './auth-answers';

/** GET /api/organization: the settings an admin manages on the profile page. */
export const OrganizationSettings = z.object({
  name: z.string(),
  senderName: z.string(),
  /** The sender line used when senderName is blank. */
  defaultSenderName: z.string(),
  /** Letterhead and signature details in Latin letters ('' when not set). */
  address: z.string(),
  place: z.string(),
  phone: z.string(),
  email: z.string(),
  senderDesignation: z.string(),
  /** The same details as written in each Indian letter language ('' = transliterated from the Latin form). */
  inLanguages: z.record(LetterheadLanguage, OrganizationInLanguage),
  assistant: z.object({ id: z.number(), name: z.string(), email: z.string(), samparkOnly: z.boolean() }).nullable(),
});
export type OrganizationSettings = z.infer<typeof OrganizationSettings>;

/** PUT /api/organization (admins only). */
export const OrganizationUpdateBody = z.object({
  name: organizationName.optional(),
  senderName: z.string().trim().max(MAX_TEXT).optional(),
  address: OrganizationInLanguage.shape.address.optional(),
  place: OrganizationInLanguage.shape.place.optional(),
  phone: OrganizationContact.shape.phone.optional(),
  email: OrganizationContact.shape.email.optional(),
  senderDesignation: OrganizationInLanguage.shape.senderDesignation.optional(),
  /** Only the languages given are replaced, each as a whole. */
  inLanguages: z.partialRecord(LetterheadLanguage, OrganizationInLanguage).optional(),
  assistantSamparkOnly: z.boolean().optional(),
});
export type OrganizationUpdateBody = z.infer<typeof OrganizationUpdateBody>;
