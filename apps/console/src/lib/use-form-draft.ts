import { useState } from 'react';

/**
 * A form's local draft over values that refresh in the background (the organization is polled every 10 s).
 * While the draft differs from the saved values it wins, so a refresh never overwrites what the user is typing;
 * otherwise the form follows the saved values. `reset` drops the draft (Cancel, and after a successful save).
 * Mount the form with `key={organizationId}` so that switching organization starts a fresh draft.
 */
export function useFormDraft<T extends Record<string, string>>(saved: T) {
  const [draft, setDraft] = useState<T | null>(null);
  const dirty = draft != null && Object.keys(saved).some((key) => draft[key] !== saved[key]);
  const values = dirty ? draft : saved;
  return {
    values,
    dirty,
    set: <K extends keyof T>(key: K, value: T[K]) => setDraft({ ...values, [key]: value }),
    reset: () => setDraft(null),
  };
}
