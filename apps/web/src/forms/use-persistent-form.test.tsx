import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePersistentForm } from './use-persistent-form';

interface Draft {
  name: string;
  email: string;
  password: string;
}
const defaults: Draft = { name: '', email: '', password: '' };
const STORAGE_KEY = 'caffee-draft:register';

function useDraftForm() {
  const form = useForm<Draft>({ defaultValues: defaults });
  const clearDraft = usePersistentForm('register', form);
  return { form, clearDraft };
}

beforeEach(() => sessionStorage.clear());

describe('usePersistentForm', () => {
  it('saves values as they change, but never the password', () => {
    const { result } = renderHook(useDraftForm);
    act(() => {
      result.current.form.setValue('name', 'Caalaa');
      result.current.form.setValue('password', 'secret-pass');
    });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!)).toEqual({ name: 'Caalaa' });
  });

  it('restores a saved draft on mount', () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ name: 'Caalaa', email: 'c@example.org', password: 'x', unknown: 1 }),
    );
    const { result } = renderHook(useDraftForm);
    expect(result.current.form.getValues()).toEqual({
      name: 'Caalaa',
      email: 'c@example.org',
      password: '',
    });
  });

  it('clears the draft after a successful submit', () => {
    const { result, unmount } = renderHook(useDraftForm);
    act(() => result.current.form.setValue('email', 'c@example.org'));
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
    act(() => result.current.clearDraft());
    unmount();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    const { result: again } = renderHook(useDraftForm);
    expect(again.current.form.getValues()).toEqual(defaults);
  });

  it('survives a corrupt draft', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    const { result } = renderHook(useDraftForm);
    expect(result.current.form.getValues()).toEqual(defaults);
  });
});
