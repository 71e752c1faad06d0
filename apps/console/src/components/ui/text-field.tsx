import { useId, type ComponentProps } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** A validation message; shown under the field and tied to it with aria-describedby. */
  error?: string | null;
}

/**
 * A labelled input. `ref` (a prop in React 19) reaches the <input>, so react-hook-form's `register` can be
 * spread onto it.
 */
export function TextField({ label, error, className = '', readOnly, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${
          error ? 'border-red-700' : 'border-gray-400'
        } ${readOnly ? 'bg-gray-100 text-gray-700' : 'bg-white text-gray-900'}`}
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
