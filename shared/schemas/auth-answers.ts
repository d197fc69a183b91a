/**
 * Answers of the account calls that the PWA's shell checks on every start (who is signed in, the
 * server's setup). No field rules here: those bring the phone metadata, which only forms need.
 */
import { z } from 'zod';

/** POST /api/register */
export const RegisterAnswer = z.object({ message: z.string() });
export type RegisterAnswer = z.infer<typeof RegisterAnswer>;

/** GET /api/user/is-sampark-only: whether the signed-in user may use only the contacts side. */
export const SamparkOnlyAnswer = z.boolean();

export const Role = z.enum(['admin', 'assistant']);
export type Role = z.infer<typeof Role>;

/** GET /api/auth/user */
export const User = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  role: Role,
  phone: z.string(),
  samparkOnly: z.boolean(),
  organizationId: z.number(),
  organizationName: z.string(),
});
export type User = z.infer<typeof User>;

/** GET /api/config: what the PWA needs to know about the server's setup. */
export const ClientConfig = z.object({
  socialMediaUrl: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
