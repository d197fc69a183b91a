import { z } from 'zod';

/** POST /api/register */
export const RegisterAnswer = z.object({ message: z.string() });
export type RegisterAnswer = z.infer<typeof RegisterAnswer>;

/** GET /api/user/is-sampark-only: whether the signed-in user may use only the contacts side. */
export const SamparkOnlyAnswer = z.boolean();
