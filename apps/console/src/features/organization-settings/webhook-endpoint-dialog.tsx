import { zodResolver } from '@hookform/resolvers/zod';
import { type WriteFailureField } from '@pod-console/hooks/domain';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@pod-console/hooks/webhooks';
import type { WebhookEndpoint } from '@pod-console/sdk';
import { useController, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import {
  webhookEndpointSchema,
  type WebhookEndpointInput,
  type WebhookEndpointValues,
} from '../../lib/forms/schemas';

export type WebhookEndpointFormValues = WebhookEndpointValues & { enabled: boolean };

export interface WebhookEndpointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The endpoint being edited; null adds one. */
  endpoint: WebhookEndpoint | null;
  saving?: boolean;
  /** Called with the trimmed values. On failure the dialog stays with what was typed. */
  onSave: (values: WebhookEndpointFormValues) => void;
  /** The API's messages after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<'url' | 'description' | 'eventTypes'>[];
}

/** The types a new endpoint starts with: the licence events, what most receivers want first. */
const DEFAULT_EVENT_TYPES: WebhookEventType[] = [
  'license.assigned',
  'license.claimed',
  'license.released',
  'license.revoked',
];

function EndpointForm({
  endpoint,
  onClose,
  saving = false,
  onSave,
  fieldErrors,
}: Omit<WebhookEndpointDialogProps, 'open'>) {
  const form = useForm<WebhookEndpointInput & { enabled: boolean }, unknown, WebhookEndpointFormValues>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(webhookEndpointSchema) as never,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      eventTypes: endpoint?.eventTypes ?? DEFAULT_EVENT_TYPES,
      enabled: endpoint?.enabled ?? true,
    },
  });
  const types = useController({ control: form.control, name: 'eventTypes' });
  const enabled = useController({ control: form.control, name: 'enabled' });
  useServerFieldErrors(form.setError, fieldErrors);
  const chosen = new Set(types.field.value);
  const toggle = (type: WebhookEventType, on: boolean) => {
    form.clearErrors('eventTypes');
    types.field.onChange(WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? on : chosen.has(t))));
  };
  const submit = form.handleSubmit((values) => {
    if (!saving) onSave({ ...values, enabled: form.getValues('enabled') });
  });
  const typesError = types.fieldState.error?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks"
        readOnly={saving}
        data-autofocus
        {...textFieldProps(form, 'url')}
      />
      <TextField
        label="Description (optional)"
        autoComplete="off"
        readOnly={saving}
        {...textFieldProps(form, 'description')}
      />
      <fieldset aria-describedby={typesError ? 'webhook-types-error' : undefined}>
        <legend className="text-sm font-medium text-fg">Events to send</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={WEBHOOK_EVENT_LABELS[type]}
              checked={chosen.has(type)}
              disabled={saving}
              onChange={(event) => toggle(type, event.target.checked)}
            />
          ))}
        </div>
        {typesError ? (
          <p id="webhook-types-error" className="mt-2 text-sm text-danger-fg">
            {typesError}
          </p>
        ) : null}
      </fieldset>
      {endpoint ? (
        <Checkbox
          label="Enabled"
          description="Disabled, it is sent nothing; its events wait until it is enabled again."
          checked={enabled.field.value}
          disabled={saving}
          onChange={(event) => enabled.field.onChange(event.target.checked)}
        />
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {endpoint ? 'Save' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Adding or editing a webhook endpoint (docs/decisions/0045-webhooks.md): its URL (HTTPS, or HTTP for this machine),
 * a description, the events it hears and, when editing, whether it is enabled.
 */
export function WebhookEndpointDialog({
  open,
  onClose,
  endpoint,
  saving,
  onSave,
  fieldErrors,
}: WebhookEndpointDialogProps) {
  return (
    <Modal
      open={open}
      onClose={saving ? () => undefined : onClose}
      title={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      description="Pod Console sends each chosen event to this URL as a signed POST."
      className="max-w-2xl"
    >
      <EndpointForm
        key={endpoint?.id ?? 'new'}
        endpoint={endpoint}
        onClose={onClose}
        saving={saving}
        onSave={onSave}
        fieldErrors={fieldErrors}
      />
    </Modal>
  );
}
