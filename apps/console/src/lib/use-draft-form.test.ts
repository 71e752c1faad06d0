import { personalNameSchema, type PersonalNameValues } from '@pod-console/hooks/domain';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDraftForm } from './use-draft-form';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setup(onSave: (values: PersonalNameValues) => Promise<unknown>, saving = false) {
  return renderHook(
    ({ saving: isSaving }) =>
      useDraftForm({
        saved: { firstName: 'Ada', lastName: 'Lovelace' },
        schema: personalNameSchema,
        saving: isSaving,
        onSave,
      }),
    { initialProps: { saving } },
  );
}

describe('useDraftForm', () => {
  it('does not save an unchanged form', () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { result } = setup(onSave);
    act(() => result.current.submit(submitEvent()));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the parsed values and drops the draft once saved', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { result } = setup(onSave);
    act(() => result.current.change('firstName', '  Augusta '));
    await act(async () => result.current.submit(submitEvent()));
    expect(onSave).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect(result.current).toMatchObject({ values: { firstName: 'Ada' }, dirty: false });
  });

  it('keeps the draft when saving fails, for a retry', async () => {
    const { result } = setup(() => Promise.reject(new Error('offline')));
    act(() => result.current.change('lastName', 'King'));
    await act(async () => result.current.submit(submitEvent()));
    expect(result.current).toMatchObject({ values: { lastName: 'King' }, dirty: true });
  });

  it("shows the schema's message for an invalid field and clears it when that field is typed in", () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { result } = setup(onSave);
    act(() => result.current.change('firstName', ' '));
    act(() => result.current.change('lastName', ''));
    act(() => result.current.submit(submitEvent()));
    expect(onSave).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    act(() => result.current.change('firstName', 'A'));
    expect(result.current.errors).toEqual({ lastName: 'Last name is required' });
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ errors: {}, dirty: false, values: { firstName: 'Ada' } });
  });

  it('does not submit while saving', () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { result } = setup(onSave, true);
    act(() => result.current.change('firstName', 'Augusta'));
    act(() => result.current.submit(submitEvent()));
    expect(onSave).not.toHaveBeenCalled();
  });
});
