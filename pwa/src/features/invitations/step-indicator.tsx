import { Icon } from '@pwa/components/icons';

/** Spec §4: processing covers extracting, generating or sending. */
export type StepState = 'completed' | 'processing' | 'active' | 'error' | 'inactive';

export interface Step {
  label: string;
  state: StepState;
}

const CIRCLE: Record<StepState, string> = {
  completed: 'bg-success text-success-content border-success',
  processing: 'bg-primary/10 text-primary border-primary',
  active: 'bg-primary text-primary-content border-primary',
  error: 'bg-error text-error-content border-error',
  inactive: 'bg-base-100 text-base-content/75 border-base-300',
};

const LABEL: Record<StepState, string> = {
  completed: 'text-success',
  processing: 'text-primary',
  active: 'text-primary',
  error: 'text-error',
  inactive: 'text-base-content/75',
};

const SR_STATE: Record<StepState, string> = {
  completed: 'done',
  processing: 'in progress',
  active: 'current step',
  error: 'failed',
  inactive: 'not started',
};

/** The numbered steps of the assistant (Upload, Generate), joined by a line that fills as they complete. */
export function StepIndicator({ steps }: { steps: Step[] }) {
  return (
    <ol className="flex items-start justify-center" aria-label="Progress">
      {steps.map((step, i) => (
        <li key={step.label} className="flex items-start" aria-current={step.state === 'active' || step.state === 'processing' ? 'step' : undefined}>
          {i > 0 ? (
            <span
              className={`mt-5 h-0.5 w-16 sm:w-28 ${steps[i - 1]!.state === 'completed' ? 'bg-success' : 'bg-base-300'}`}
              aria-hidden="true"
            />
          ) : null}
          <span className="flex w-20 flex-col items-center gap-2 sm:w-24">
            <span className={`grid h-10 w-10 place-items-center rounded-full border-2 text-sm font-semibold ${CIRCLE[step.state]}`}>
              {step.state === 'completed' ? (
                <Icon name="check" className="h-5 w-5" />
              ) : step.state === 'error' ? (
                <Icon name="alert" className="h-5 w-5" />
              ) : step.state === 'processing' ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : (
                i + 1
              )}
            </span>
            <span className={`text-sm font-medium ${LABEL[step.state]}`}>
              {step.label}
              <span className="sr-only"> ({SR_STATE[step.state]})</span>
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
