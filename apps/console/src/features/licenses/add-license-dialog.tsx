import { BUTTON_SPINNER_SIZE, LICENSE_TYPE_LABEL, licenseIdentifierSchema } from '@pod-console/hooks/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf } from '../../lib/form-errors';
import { LICENSE_DELIVERIES, LICENSE_DELIVERY_LABEL, type LicenseDelivery } from './license-delivery';

export type AddLicenseStep = 1 | 2;

export interface AddLicenseDraft {
  step: AddLicenseStep;
  identifier: string;
  delivery: LicenseDelivery | null;
  /** The field has been typed in: only then does an empty value show its message. */
  touched: boolean;
}

export const EMPTY_ADD_LICENSE_DRAFT: AddLicenseDraft = {
  step: 1,
  identifier: '',
  delivery: null,
  touched: false,
};

export interface AddLicenseDialogProps {
  open: boolean;
  onClose: () => void;
  /** The assignment is on its way: Generate License shows the spinner and nothing can be changed. */
  generating?: boolean;
  /** Called with the trimmed identifier and the chosen method. */
  onGenerate: (values: { identifier: string; delivery: LicenseDelivery }) => void;
  /** Where the dialog starts each time it opens (stories open it at a given step). */
  initialDraft?: AddLicenseDraft;
}

export const ADD_LICENSE_TITLE = `Generate ${LICENSE_TYPE_LABEL} License`;

/**
 * spec §2, §4 add-licence dialog: step 1 "Who is this license for?" (Identifier), step 2 "How would you like
 * to assign this license?" (Link or QR Code), then Generate License. The draft is local and survives the
 * organization's 10 s refresh and a failed request; it starts afresh each time the dialog opens.
 */
export function AddLicenseDialog({
  open,
  onClose,
  generating = false,
  onGenerate,
  initialDraft = EMPTY_ADD_LICENSE_DRAFT,
}: AddLicenseDialogProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [wasOpen, setWasOpen] = useState(open);
  // Reset when the dialog opens again (adjusting state while rendering, not in an effect: no stale frame).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(initialDraft);
  }

  // Next and Back unmount the button that had focus: move it to the step's first control instead of <body>.
  const stepRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(draft.step);
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    stepRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [draft.step]);

  const parsed = licenseIdentifierSchema.safeParse({ identifier: draft.identifier });
  const identifierError = draft.touched ? fieldErrorsOf(parsed).identifier : undefined;
  const close = () => {
    // A request in flight cannot be taken back: the dialog waits for its answer.
    if (!generating) onClose();
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) setDraft((current) => ({ ...current, step: 2 }));
    else setDraft((current) => ({ ...current, touched: true }));
  };

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || draft.delivery == null || generating) return;
    onGenerate({ identifier: parsed.data.identifier, delivery: draft.delivery });
  };

  return (
    <Modal open={open} onClose={close} title={ADD_LICENSE_TITLE} description={`Step ${draft.step} of 2`}>
      {draft.step === 1 ? (
        <form ref={stepRef} onSubmit={next} noValidate aria-labelledby="add-license-step-1">
          <h3 id="add-license-step-1" className="text-base font-semibold text-gray-900">
            Who is this license for?
          </h3>
          <p className="mt-1 text-sm text-gray-700">
            Enter a name or label you will recognise. Personal information is not required.
          </p>
          <TextField
            className="mt-4"
            label="Identifier"
            name="identifier"
            autoComplete="off"
            value={draft.identifier}
            error={identifierError}
            onChange={(event) => {
              const identifier = event.target.value;
              setDraft((current) => ({ ...current, identifier, touched: true }));
            }}
          />
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!parsed.success}>
              Next
            </Button>
          </div>
        </form>
      ) : (
        <form ref={stepRef} onSubmit={generate} noValidate>
          <fieldset disabled={generating}>
            <legend className="text-base font-semibold text-gray-900">
              How would you like to assign this license?
            </legend>
            <p className="mt-1 text-sm text-gray-700">
              For <span className="font-semibold text-gray-900">{draft.identifier.trim()}</span>
            </p>
            <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {LICENSE_DELIVERIES.map((delivery) => (
                <label
                  key={delivery}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg border p-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                    draft.delivery === delivery
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-gray-300 text-gray-900 hover:bg-gray-50'
                  }`}
                >
                  <input
                    type="radio"
                    name="delivery"
                    value={delivery}
                    checked={draft.delivery === delivery}
                    onChange={() => setDraft((current) => ({ ...current, delivery }))}
                    className="size-4 accent-brand-700"
                  />
                  {LICENSE_DELIVERY_LABEL[delivery]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button
              variant="ghost"
              className="mr-auto"
              disabled={generating}
              onClick={() => setDraft((current) => ({ ...current, step: 1 }))}
            >
              Back
            </Button>
            <Button variant="secondary" onClick={close} disabled={generating}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={draft.delivery == null || generating}
              aria-busy={generating || undefined}
            >
              {generating ? <Spinner size={BUTTON_SPINNER_SIZE} /> : null}Generate License
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
