import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * A mutation that runs once at a time: a second click while it is under way (a double click,
 * before the button is drawn disabled) starts nothing. The button still shows `isPending`.
 */
export function useSingleMutation<TData, TVariables = void, TError = unknown>(
  options: UseMutationOptions<TData, TError, TVariables>,
) {
  const mutation = useMutation(options);
  const running = useRef(false);
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (variables: TVariables) => {
      if (running.current) return;
      running.current = true;
      // Errors reach the options' onError; this promise is only waited on to free the next call.
      mutateAsync(variables)
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
        });
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
