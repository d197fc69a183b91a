import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { RegisterForm as RegisterFormSchema, type RegisterForm } from '@shared/schemas/auth';
import { joinPhone } from '@shared/helpers/phone-text';
import { failureText } from '@pwa/lib/http-error';
import { REGISTRATION_COUNTRY_CODES } from '@shared/limits';
import { notify, notifyError } from '@pwa/lib/toast';
import { useRegister } from './auth.api';

type Field = keyof RegisterForm;
type Errors = Partial<Record<Field, string>>;

const EMPTY: RegisterForm = {
  organizationName: '',
  adminName: '', adminEmail: '', adminCountryCode: '+91', adminPhone: '', adminPassword: '', confirmAdminPassword: '',
  assistantName: '', assistantEmail: '', assistantCountryCode: '+91', assistantPhone: '', assistantPassword: '', confirmAssistantPassword: '',
};

function validateForm(values: RegisterForm): Errors {
  const result = RegisterFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as Field;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** 'Create Organization': validated on submit, then revalidated on every change (spec §5). */
export function RegisterFormView({ onRegistered }: { onRegistered: (adminEmail: string) => void }) {
  const [values, setValues] = useState<RegisterForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const register = useRegister();
  const pending = register.isPending;

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateForm(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const v = RegisterFormSchema.parse(values);
    register.mutate(
      {
        organizationName: v.organizationName,
        adminName: v.adminName,
        adminEmail: v.adminEmail,
        adminPhone: joinPhone(v.adminCountryCode, v.adminPhone),
        adminPassword: v.adminPassword,
        assistantName: v.assistantName,
        assistantEmail: v.assistantEmail,
        assistantPhone: joinPhone(v.assistantCountryCode, v.assistantPhone),
        assistantPassword: v.assistantPassword,
      },
      {
        onSuccess: () => {
          notify('Account created successfully!', 'You can now log in with your credentials.');
          // The admin signs in first (they set up the rest); the login form starts with their email.
          onRegistered(v.adminEmail);
        },
        onError: (error) => notifyError('Registration failed', failureText(error, 'An error occurred during registration')),
      },
    );
  };

  const input = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <label className="block" htmlFor={field}>
      <span className="mb-1 block text-sm font-medium">{label}</span>
      <input
        id={field}
        name={field}
        type={type}
        autoComplete={autoComplete}
        className={`input w-full ${errors[field] ? 'input-error' : ''}`}
        value={values[field]}
        onChange={(e) => change(field, e.target.value)}
        disabled={pending}
        aria-invalid={!!errors[field]}
        aria-describedby={errors[field] ? `${field}-error` : undefined}
      />
      {errors[field] ? (
        <span id={`${field}-error`} className="mt-1 block text-sm text-error">
          {errors[field]}
        </span>
      ) : null}
    </label>
  );

  const phone = (codeField: 'adminCountryCode' | 'assistantCountryCode', numberField: 'adminPhone' | 'assistantPhone', label: string) => (
    <div>
      <label htmlFor={numberField} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={`${label} country code`}
          name={codeField}
          className="select w-32 shrink-0 sm:w-40"
          value={values[codeField]}
          onChange={(e) => change(codeField, e.target.value)}
          disabled={pending}
        >
          {REGISTRATION_COUNTRY_CODES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} ({c.country})
            </option>
          ))}
        </select>
        <input
          id={numberField}
          name={numberField}
          type="tel"
          autoComplete="tel-national"
          className={`input w-full min-w-0 ${errors[numberField] ? 'input-error' : ''}`}
          value={values[numberField]}
          onChange={(e) => change(numberField, e.target.value)}
          disabled={pending}
          aria-invalid={!!errors[numberField]}
        />
      </div>
      {errors[codeField] ? <span className="mt-1 block text-sm text-error">{errors[codeField]}</span> : null}
      {errors[numberField] ? <span className="mt-1 block text-sm text-error">{errors[numberField]}</span> : null}
    </div>
  );

  const account = (who: 'admin' | 'assistant', title: string, hint: string) => (
    <fieldset className="rounded-box border border-base-300 p-4 sm:p-5">
      <legend className="px-2 text-base font-semibold">{title}</legend>
      <p className="mb-4 text-sm text-base-content/75">{hint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {input(`${who}Name`, 'Full Name', 'text', 'name')}
        {input(`${who}Email`, 'Email', 'email', 'email')}
        <div className="sm:col-span-2">{phone(`${who}CountryCode`, `${who}Phone`, 'Phone Number')}</div>
        {input(`${who}Password`, 'Password', 'password', 'new-password')}
        {input(who === 'admin' ? 'confirmAdminPassword' : 'confirmAssistantPassword', 'Confirm Password', 'password', 'new-password')}
      </div>
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate className="card w-full max-w-2xl bg-base-100 shadow-xl">
      <div className="card-body gap-5 p-5 sm:p-8">
        <header className="text-center">
          <h1 className="text-2xl font-bold sm:text-3xl">Create Organization</h1>
          <p className="mt-1 text-sm text-base-content/75">Set up your organization with admin and assistant users</p>
        </header>
        <fieldset className="rounded-box border border-base-300 p-4 sm:p-5">
          <legend className="px-2 text-base font-semibold">Organization Details</legend>
          {input('organizationName', 'Organization Name', 'text', 'organization')}
        </fieldset>
        {account('admin', 'Admin User', 'Manages the organization and its letters.')}
        {account('assistant', 'Assistant User', 'Captures invitations and contacts; can send letters for review.')}
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {pending ? 'Creating Organization...' : 'Create Organization & Users'}
        </button>
        <p className="text-center text-sm">
          Already have an account?{' '}
          <Link href="/login" className="link link-primary">
            Sign in here
          </Link>
        </p>
      </div>
    </form>
  );
}
