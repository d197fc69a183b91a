import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReplyFields } from './reply-fields';
import { choicesBody, choicesForm, storedChoices, type ChoicesForm } from './reply-choices';

afterEach(cleanup);

let latest: ChoicesForm;
function Harness() {
  const [form, setForm] = useState(() => choicesForm(storedChoices(null)));
  latest = form;
  return <ReplyFields form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} disabled={false} lang="hi" />;
}

describe('the reply choices', () => {
  it('asks how many come only when attending, and who goes only when sending a representative', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('radio', { name: 'Attending' })).toHaveProperty('checked', true);
    await user.type(screen.getByLabelText('Number of guests'), '3');
    expect(screen.queryByLabelText("Representative's name")).toBeNull();
    expect(choicesBody(latest).reply).toMatchObject({ rsvp: 'attending', guests: 3, representative: '' });

    await user.click(screen.getByRole('radio', { name: 'Sending a representative' }));
    expect(screen.queryByLabelText('Number of guests')).toBeNull();
    const who = screen.getByLabelText("Representative's name");
    expect(who.getAttribute('lang')).toBe('hi');
    await user.type(who, 'Anil Rao');
    // The guest count typed before does not travel with another answer.
    expect(choicesBody(latest).reply).toMatchObject({ rsvp: 'representative', representative: 'Anil Rao', guests: undefined });
  });

  it('keeps the relationship and the signer for the letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Relationship to the host'), 'colleague');
    await user.click(screen.getByRole('radio', { name: /^Female/ }));
    expect(choicesBody(latest).reply).toMatchObject({ relationship: 'colleague', senderGender: 'female' });
  });
});
