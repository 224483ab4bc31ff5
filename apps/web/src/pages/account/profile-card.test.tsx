import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { adminUser, ok, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

it('keeps the language chosen in the header when the profile is saved afterwards', async () => {
  let user = adminUser({ type: 'member', locale: 'om' });
  signedIn(user);
  // The account as the server keeps it: a change of language reloads it (auth-provider.tsx).
  const calls = mockApi((config) => {
    const call = route(config);
    if (call.startsWith('PATCH users/current')) user = { ...user, ...(config.data as object) };
    return call.split('?')[0]!.endsWith(' users/current') ? ok(user) : undefined;
  });
  renderApp('/member/account');
  const form = await screen.findByTestId('profile-form');

  fireEvent.click(screen.getByTestId('language-switcher'));
  fireEvent.click(await screen.findByTestId('language-en'));
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  // The account page's language field follows once the account is saved.
  const language = form.querySelector<HTMLInputElement>('input[name="locale"]')!;
  await waitFor(() => expect(language.value).toBe('en'));

  const phone = form.querySelector<HTMLInputElement>('input[name="phone"]')!;
  fireEvent.change(phone, { target: { value: '+251911223344' } });
  fireEvent.click(screen.getByTestId('profile-save'));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
  expect(calls.filter((c) => c.method === 'PATCH')[1]?.data).toMatchObject({
    phone: '+251911223344',
    locale: 'en',
  });
  expect(document.documentElement.lang).toBe('en');
});
