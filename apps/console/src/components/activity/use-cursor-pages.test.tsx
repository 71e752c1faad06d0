import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCursorPages } from './use-cursor-pages';

describe('useCursorPages', () => {
  it('starts on the first page, with no cursor and no way back', () => {
    const { result } = renderHook(() => useCursorPages('kind=member.invited'));
    expect(result.current.cursor).toBeUndefined();
    expect(result.current.pageNumber).toBe(1);
    expect(result.current.previous).toBeNull();
  });

  it('goes forward by the cursors given and back one page at a time', () => {
    const { result } = renderHook(() => useCursorPages(''));
    act(() => result.current.next('c2'));
    act(() => result.current.next('c3'));
    expect(result.current).toMatchObject({ cursor: 'c3', pageNumber: 3 });
    act(() => result.current.previous!());
    expect(result.current).toMatchObject({ cursor: 'c2', pageNumber: 2 });
    act(() => result.current.previous!());
    expect(result.current).toMatchObject({ cursor: undefined, pageNumber: 1, previous: null });
  });

  it('starts again at the first page when the filters change, and stays there when they change back', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: '' } });
    act(() => result.current.next('c2'));
    rerender({ key: 'kind=payment.failed' });
    expect(result.current).toMatchObject({ cursor: undefined, pageNumber: 1 });
    rerender({ key: '' });
    expect(result.current).toMatchObject({ cursor: undefined, pageNumber: 1 });
  });
});
