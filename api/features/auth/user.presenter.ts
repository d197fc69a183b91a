import type { User } from '@shared/schemas/auth';
import type { SignedInUser } from '../../middleware/session';

/** Never a raw row: the password hash and internal columns stay on the server. */
export function presentUser(row: SignedInUser): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    role: row.role,
    phone: row.phone,
    samparkOnly: row.sampark_only === 1,
    organizationId: row.org_id,
    organizationName: row.organization_name,
  };
}
