import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSingleMutation } from './use-single-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('a mutation that runs once at a time', () => {
  it('starts nothing on a second call while the first is under way, and runs again after', async () => {
    const calls: number[] = [];
    let finish = () => {};
    const { result } = renderHook(
      () =>
        useSingleMutation({
          mutationFn: (n: number) => {
            calls.push(n);
            return new Promise<void>((resolve) => {
              finish = resolve;
            });
          },
        }),
      { wrapper },
    );
    // Two clicks in the same frame, before any render shows the button disabled.
    act(() => {
      result.current.mutate(1);
      result.current.mutate(2);
    });
    await waitFor(() => expect(calls).toEqual([1]));
    await act(async () => finish());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate(3));
    await waitFor(() => expect(calls).toEqual([1, 3]));
  });

  it('runs again after a failure, which reaches onError', async () => {
    const errors: unknown[] = [];
    let attempts = 0;
    const { result } = renderHook(
      () =>
        useSingleMutation({
          mutationFn: () => {
            attempts++;
            return Promise.reject(new Error('refused'));
          },
          onError: (error) => errors.push(error),
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(errors).toHaveLength(1));
    act(() => result.current.mutate());
    await waitFor(() => expect(errors).toHaveLength(2));
    expect(attempts).toBe(2);
  });
});
