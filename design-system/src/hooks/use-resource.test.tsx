import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource } from './use-resource';

describe('useResource', () => {
  it('loads once, keeps what it showed when a reload fails, and tells onError', async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('The board could not load');
      return ['Margaret'];
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useResource(load, [], { onError }));
    await waitFor(() => expect(result.current.data).toEqual(['Margaret']));
    expect(load).toHaveBeenCalledTimes(1);

    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error?.message).toBe('The board could not load'));
    expect(result.current.data).toEqual(['Margaret']);
    expect(onError).toHaveBeenCalledTimes(1);

    act(() => result.current.setData(['Rosa']));
    expect(result.current).toMatchObject({ data: ['Rosa'], error: null, loading: false });
  });
});
