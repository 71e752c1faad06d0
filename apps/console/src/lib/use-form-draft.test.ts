import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormDraft } from './use-form-draft';

describe('useFormDraft', () => {
  it('follows the saved values while nothing is typed', () => {
    const { result, rerender } = renderHook(({ saved }) => useFormDraft(saved), {
      initialProps: { saved: { name: 'Acme' } },
    });
    expect(result.current).toMatchObject({ values: { name: 'Acme' }, dirty: false });
    rerender({ saved: { name: 'Acme Robotics' } });
    expect(result.current).toMatchObject({ values: { name: 'Acme Robotics' }, dirty: false });
  });

  it('keeps what the user typed when the saved values refresh', () => {
    const { result, rerender } = renderHook(({ saved }) => useFormDraft(saved), {
      initialProps: { saved: { name: 'Acme' } },
    });
    act(() => result.current.set('name', 'Acme Ro'));
    rerender({ saved: { name: 'Acme Robotics' } });
    expect(result.current).toMatchObject({ values: { name: 'Acme Ro' }, dirty: true });
  });

  it('follows the saved values again once the draft matches them or is reset', () => {
    const { result, rerender } = renderHook(({ saved }) => useFormDraft(saved), {
      initialProps: { saved: { first: 'Ada', last: 'Lovelace' } },
    });
    act(() => result.current.set('first', 'Augusta'));
    expect(result.current.values).toEqual({ first: 'Augusta', last: 'Lovelace' });
    act(() => result.current.set('first', 'Ada'));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('last', 'King'));
    act(() => result.current.reset());
    rerender({ saved: { first: 'Ada', last: 'Byron' } });
    expect(result.current).toMatchObject({ values: { first: 'Ada', last: 'Byron' }, dirty: false });
  });
});
