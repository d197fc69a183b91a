import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFormFields, passesValidation, type FieldErrors, type FieldsToCheck } from './contact-form';
import { emptyContactValues, type ContactFormValues } from './contacts.api';

afterEach(cleanup);

/** The form as the pages hold it: values and errors in state, validated by us on submit (noValidate). */
function Harness({ serverErrors, toCheck, start = emptyContactValues }: { serverErrors?: FieldErrors; toCheck?: FieldsToCheck; start?: ContactFormValues }) {
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [saved, setSaved] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        setSaved(passesValidation(values, setErrors));
      }}
    >
      <ContactFormFields values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} errors={errors} toCheck={toCheck} />
      <button type="submit">Save</button>
      {saved ? <p>saved</p> : null}
    </form>
  );
}

describe('the contact form', () => {
  it("asks for the name first, then the contact number, with the spec's messages under their fields", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');

    await user.type(name, 'Kiran Rao');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Contact number is required');
    expect(screen.queryByText('saved')).toBeNull();
  });

  it('refuses what the server would (a malformed email) and saves once it is corrected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/^Name/), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^Phone/), '+91 98450 12345');
    await user.type(screen.getByLabelText('Email'), 'kiran@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('saved')).toBeNull();

    await user.type(email, 'example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('saved')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's per-field message under its field", () => {
    render(<Harness serverErrors={{ phone: 'A contact with this phone number already exists' }} />);
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('A contact with this phone number already exists');
  });

  it('marks the fields a card reader was unsure of, and an error replaces the mark', () => {
    render(<Harness toCheck={new Set(['company', 'email'])} serverErrors={{ email: 'Invalid email address' }} />);
    const company = screen.getByLabelText('Company');
    expect(document.getElementById(company.getAttribute('aria-describedby')!)?.textContent).toContain('Check this');
    const email = screen.getByLabelText('Email');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Invalid email address');
    expect(screen.getByLabelText('Position').getAttribute('aria-describedby')).toBeNull();
  });
});
