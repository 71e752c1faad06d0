import { useId, type ReactNode } from 'react';

/** The ids a labelled control and its message share. */
export interface FieldIds {
  id: string;
  errorId: string;
}

export function useFieldIds(): FieldIds {
  const id = useId();
  return { id, errorId: `${id}-error` };
}

/** What a control with a label and a validation message sets on itself: its id, and the message's link. */
export function fieldControlProps({ id, errorId }: FieldIds, error: string | null | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
}

/** The look of a control in a field: red border with a message, grey background when read-only. */
export function fieldControlClass(error: string | null | undefined, readOnly = false): string {
  return `mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-raised focus:outline-2 focus:outline-offset-1 focus:outline-focus ${
    error ? 'border-danger' : 'border-line-input'
  } ${readOnly ? 'bg-surface-sunken text-fg-muted' : 'bg-surface-raised text-fg'}`;
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  /** A validation message; shown under the control, which names it with aria-describedby. */
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** A field's label above its control and its message below: TextField and TextAreaField share it. */
export function FieldFrame({ ids, label, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}
