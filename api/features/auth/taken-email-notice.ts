import type { OutgoingMail } from '../../adapters/ports';

/**
 * What the owner of an address is told when someone registers a new organization with it.
 * Registration answers the same whether an address was free or not (so it cannot be used to
 * learn who has an account); this mail is how the one person entitled to know finds out.
 */
export function takenEmailNotice(email: string): OutgoingMail {
  return {
    to: email,
    subject: 'Someone tried to create an organization with your email address',
    text: [
      'Hello,',
      '',
      `A new organization was just registered on Sahayak with this email address (${email}), which already has an account. Nothing was created and your account is unchanged.`,
      '',
      'If it was you: sign in with your existing password instead. If you have forgotten it, an admin can give their assistant a new one (User Profile → Password and sign-in).',
      '',
      'If it was not you, you need do nothing; you may want to change your password.',
    ].join('\n'),
  };
}
