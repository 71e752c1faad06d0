import { zodResolver } from '@hookform/resolvers/zod';
import { LICENSE_TYPE_LABEL, type WriteFailureField } from '@pod-console/hooks/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import { LICENSE_DELIVERIES, LICENSE_DELIVERY_LABEL, type LicenseDelivery } from './license-delivery';
import { licenseIdentifierSchema, z } from '../../lib/forms/schemas';

export type AddLicenseStep = 1 | 2;

export interface AddLicenseDraft {
  step: AddLicenseStep;
  identifier: string;
  delivery: LicenseDelivery | null;
}

export const EMPTY_ADD_LICENSE_DRAFT: AddLicenseDraft = { step: 1, identifier: '', delivery: null };

export interface AddLicenseDialogProps {
  open: boolean;
  onClose: () => void;
  /** The assignment is on its way: Generate License shows the spinner and nothing can be changed. */
  generating?: boolean;
  /** Called with the trimmed identifier and the chosen method. */
  onGenerate: (values: { identifier: string; delivery: LicenseDelivery }) => void;
  /** Where the dialog starts each time it opens (stories open it at a given step). */
  initialDraft?: AddLicenseDraft;
  /** The API's message for the identifier after a refused assignment (400): the dialog goes back to step 1. */
  fieldErrors?: readonly WriteFailureField<'identifier'>[];
}

export const ADD_LICENSE_TITLE = `Generate ${LICENSE_TYPE_LABEL} License`;

// spec §5: the licence identifier's rule, and "Generate licence: a method (Link or QR Code) must be chosen".
const addLicenseSchema = z.extend(licenseIdentifierSchema, { delivery: z.literal(LICENSE_DELIVERIES) });
type AddLicenseValues = z.infer<typeof addLicenseSchema>;

/**
 * spec §2, §4 add-licence dialog: step 1 "Who is this license for?" (Identifier), step 2 "How would you like
 * to assign this license?" (Link or QR Code), then Generate License. The form lives while the dialog is open, so
 * it survives the organization's 10 s refresh and a failed request, and starts afresh each time the dialog opens.
 */
export function AddLicenseDialog({ open, onClose, ...props }: AddLicenseDialogProps) {
  const { generating = false, initialDraft = EMPTY_ADD_LICENSE_DRAFT } = props;
  const [step, setStep] = useState(initialDraft.step);
  const [wasOpen, setWasOpen] = useState(open);
  // Back to the first step when the dialog opens again (adjusting state while rendering: no stale frame).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep(initialDraft.step);
  }
  const close = () => {
    // A request in flight cannot be taken back: the dialog waits for its answer.
    if (!generating) onClose();
  };

  return (
    <Modal open={open} onClose={close} title={ADD_LICENSE_TITLE} description={`Step ${step} of 2`}>
      <AddLicenseForm {...props} step={step} onStep={setStep} onClose={close} />
    </Modal>
  );
}

interface AddLicenseFormProps extends Omit<AddLicenseDialogProps, 'open'> {
  step: AddLicenseStep;
  onStep: (step: AddLicenseStep) => void;
}

/** The dialog's content: mounted while the dialog is open, so each opening starts a fresh form. */
function AddLicenseForm({
  step,
  onStep,
  onClose,
  generating = false,
  onGenerate,
  initialDraft = EMPTY_ADD_LICENSE_DRAFT,
  fieldErrors,
}: AddLicenseFormProps) {
  const form = useForm<AddLicenseValues>({
    // spec §5: the identifier is checked as it is typed, so its message shows only once the field is typed in.
    mode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(addLicenseSchema),
    defaultValues: { identifier: initialDraft.identifier, delivery: initialDraft.delivery ?? undefined },
  });
  const [identifier, delivery] = useWatch({ control: form.control, name: ['identifier', 'delivery'] });
  // Next depends on the identifier alone (the method is step 2's), checked as it renders so that Next is right
  // on the first frame, before the resolver's asynchronous check.
  const identifierValid = licenseIdentifierSchema.safeParse({ identifier }).success;
  const identifierError = form.getFieldState('identifier', form.formState).error?.message;
  useServerFieldErrors(form.setError, fieldErrors);
  // The refused identifier is on step 1: show it there, with its message, and the chosen method kept.
  useEffect(() => {
    if (fieldErrors != null && fieldErrors.length > 0) onStep(1);
  }, [fieldErrors, onStep]);

  // Next and Back unmount the button that had focus: move it to the step's first control instead of <body>.
  const stepRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (identifierValid) onStep(2);
    else void form.trigger('identifier');
  };

  const generate = form.handleSubmit((values) => {
    if (!generating) onGenerate(values);
  });

  return step === 1 ? (
    <form ref={stepRef} onSubmit={next} noValidate aria-labelledby="add-license-step-1">
      <h3 id="add-license-step-1" className="text-base font-semibold text-fg">
        Who is this license for?
      </h3>
      <p className="mt-1 text-sm text-fg-muted">
        Enter a name or label you will recognise. Personal information is not required.
      </p>
      <TextField
        className="mt-4"
        label="Identifier"
        autoComplete="off"
        error={identifierError}
        {...form.register('identifier')}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!identifierValid}>
          Next
        </Button>
      </div>
    </form>
  ) : (
    <form ref={stepRef} onSubmit={generate} noValidate>
      <fieldset disabled={generating}>
        <legend className="text-base font-semibold text-fg">
          How would you like to assign this license?
        </legend>
        <p className="mt-1 text-sm text-fg-muted">
          For <span className="font-semibold text-fg">{identifier.trim()}</span>
        </p>
        <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {LICENSE_DELIVERIES.map((method) => (
            <label
              key={method}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border p-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                delivery === method
                  ? 'border-accent bg-accent-subtle text-accent-fg'
                  : 'border-line-strong text-fg hover:bg-surface'
              }`}
            >
              <input
                type="radio"
                value={method}
                className="size-4 accent-accent"
                {...form.register('delivery')}
              />
              {LICENSE_DELIVERY_LABEL[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" className="mr-auto" disabled={generating} onClick={() => onStep(1)}>
          Back
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={generating}>
          Cancel
        </Button>
        <Button type="submit" disabled={delivery == null} busy={generating}>
          Generate License
        </Button>
      </div>
    </form>
  );
}
