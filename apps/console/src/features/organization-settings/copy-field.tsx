import { SERVICE_ACCOUNT_MESSAGES } from '@pod-console/hooks/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { copyText } from '../../lib/copy-text';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Several lines (the environment block): shown as a read-only text box of that many rows. */
  rows?: number;
}

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * A value to copy, read-only and selectable, with its own Copy button. Whether the copy worked is said next to it
 * (a live region), not in a toast, so a secret's dialog does not stack a toast per value.
 */
export function CopyField({ label, value, rows }: CopyFieldProps) {
  const id = useId();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => setState((await copyText(value)) ? 'copied' : 'refused');
  const control =
    'block min-w-0 flex-1 rounded-md border border-line-input bg-surface-sunken px-3 py-2 font-mono text-xs text-fg focus:outline-2 focus:outline-offset-1 focus:outline-focus';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className={`mt-1 flex gap-2 ${rows ? 'flex-col items-end' : ''}`}>
        {rows ? (
          <textarea
            id={id}
            readOnly
            rows={rows}
            value={value}
            spellCheck={false}
            wrap="off"
            onFocus={(event) => event.currentTarget.select()}
            className={`${control} w-full resize-none overflow-x-auto`}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={control}
          />
        )}
        <Button variant="secondary" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-fg-muted">
        {state === 'copied'
          ? `${label} copied to the clipboard.`
          : state === 'refused'
            ? SERVICE_ACCOUNT_MESSAGES.copyRefused
            : null}
      </p>
    </div>
  );
}
