import { Fragment } from 'react';

/**
 * An email address that wraps only where a reader expects it: after the '@' and before a dot,
 * never in the middle of a name (as `break-all` did: "anita.d|esai@…"). A part too long for the
 * line on its own still wraps (overflow-wrap on the parent), so nothing spills out of a card.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
