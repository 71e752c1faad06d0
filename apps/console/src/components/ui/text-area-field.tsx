import { useId, type ComponentProps } from 'react';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** A validation message; shown under the field and tied to it with aria-describedby. */
  error?: string | null;
}

/**
 * A labelled textarea: the TextField of text that spans lines. `ref` (a prop in React 19) reaches the <textarea>,
 * so react-hook-form's `register` can be spread onto it.
 */
export function TextAreaField({ label, error, className = '', rows = 4, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${
          error ? 'border-red-700' : 'border-gray-400'
        }`}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
