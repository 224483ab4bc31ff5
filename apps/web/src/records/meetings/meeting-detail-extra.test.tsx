import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const file = (id: number, originalName: string) => ({
  id,
  originalName,
  mediaType: 'application/pdf',
  size: 2048,
  category: 'downloadable',
  sha256: 'x',
  url: `/api/v1/files/${id}?exp=1&sig=s`,
  thumbnailUrl: null,
  createdAt: '2027-01-01T00:00:00Z',
});
const item = (id: number, position: number, title: string, presenter: string | null) => ({
  id,
  meetingId: 7,
  title,
  presenter,
  decision: null,
  position,
  files: id === 11 ? [file(40, 'baajata.pdf')] : [],
  translations: {
    title: { om: title, en: null, am: null },
    decision: { om: null, en: null, am: null },
  },
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
});
const meeting = {
  id: 7,
  title: 'Walgahii Caffee',
  description: null,
  categoryId: null,
  groupId: null,
  startsAt: '2027-03-10T06:00:00.000Z',
  endsAt: '2027-03-10T08:00:00.000Z',
  location: 'Adaamaa',
  category: null,
  invitees: [
    { userId: 2, name: 'Lensa Tolasa', type: 'institute' },
    { userId: 3, name: 'Obsaa Fayyisaa', type: 'member' },
  ],
  agenda: [item(12, 2, 'Gabaasa', null), item(11, 1, 'Baajata', 'Obsaa Fayyisaa')],
  minutes: null,
  files: [],
  auditHistory: [],
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
  createdBy: 1,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(permissions: string[]) {
  const session = signedIn(adminUser({ permissions }));
  const writes: { call: string; data: unknown }[] = [];
  mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET meetings/7') return ok(meeting);
    if (call === 'GET meetings/7/comments') return page([]);
    if (/^(POST|PATCH) meetings\/7\/agenda-items|^(PUT|DELETE) meetings\/7\/minutes$/.test(call)) {
      writes.push({ call, data: config.data });
      return ok(call.includes('agenda-items') ? item(13, 3, 'Haaraa', null) : meeting);
    }
    return session(config);
  });
  return writes;
}

const open = async () => {
  renderApp('/admin/meetings/7');
  return screen.findByTestId('meeting-agenda', undefined, { timeout: 15_000 });
};

describe('a meeting page', { timeout: 20_000 }, () => {
  it('shows the agenda in order with presenters and files, the invitees and attendance', async () => {
    serve(['meetings:list', 'meetings:read', 'meetings:update', 'attendances:record']);
    const agenda = await open();
    const items = [...agenda.querySelectorAll('[data-testid^="agenda-item-"]')];
    expect(items[0]!.textContent).toContain('Baajata');
    expect(items[0]!.textContent).toContain('Obsaa Fayyisaa');
    expect(items[1]!.textContent).toContain('Gabaasa');
    const link = screen.getByTestId('agenda-file-40');
    expect(link.getAttribute('href')).toBe('/api/v1/files/40?exp=1&sig=s');
    expect(link.getAttribute('download')).toBe('baajata.pdf');
    expect(screen.getByTestId('invitee-2').textContent).toBe('Lensa Tolasa');
    expect(screen.getByTestId('take-attendance').getAttribute('href')).toBe(
      '/admin/meetings/7/attendance',
    );
    expect(screen.getByTestId('agenda-actions-11')).toBeTruthy();
    // The agenda to hand out, in the reader's language.
    expect(screen.getByTestId('agenda-pdf').textContent).toBe('Ajandaa (PDF)');
  });

  it('edits an item in place: its texts, a saved file dropped', async () => {
    const writes = serve(['meetings:list', 'meetings:read', 'meetings:update']);
    await open();
    fireEvent.click(screen.getByTestId('agenda-actions-11'));
    fireEvent.click(await screen.findByTestId('agenda-edit'));
    const dialog = await screen.findByTestId('agenda-item-dialog');
    const om = within(dialog).getByTestId('field-title-om') as HTMLInputElement;
    expect(om.value).toBe('Baajata');
    fireEvent.change(om, { target: { value: 'Baajata 2027' } });
    fireEvent.change(within(dialog).getByTestId('field-title-en'), {
      target: { value: 'Budget 2027' },
    });
    fireEvent.change(within(dialog).getByTestId('field-decision-am'), {
      target: { value: 'በጀቱ ጸድቋል።' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByTestId('agenda-item-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.call).toBe('PATCH meetings/7/agenda-items/11');
    expect(writes[0]!.data).toEqual({
      title: { om: 'Baajata 2027', en: 'Budget 2027', am: '' },
      presenter: 'Obsaa Fayyisaa',
      decision: { om: '', en: '', am: 'በጀቱ ጸድቋል።' },
      removeFiles: [40],
    });
  });

  it('moves an item down, and offers no move up for the first', async () => {
    const writes = serve(['meetings:list', 'meetings:read', 'meetings:update']);
    await open();
    fireEvent.click(screen.getByTestId('agenda-actions-11'));
    const up = await screen.findByTestId('agenda-move-up');
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('agenda-move-down'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ call: 'PATCH meetings/7/agenda-items/11', data: { position: 2 } });
  });

  it('adds an agenda item with its file as multipart', async () => {
    const writes = serve(['meetings:list', 'meetings:read', 'meetings:update']);
    await open();
    fireEvent.click(screen.getByTestId('agenda-add'));
    const dialog = await screen.findByTestId('agenda-item-dialog');
    fireEvent.click(within(dialog).getByTestId('agenda-item-save'));
    // Without a title in any language nothing is sent.
    expect(await within(dialog).findByText('Yoo xiqqaate afaan tokkoon guutaa.')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('field-title-om'), {
      target: { value: 'Haaraa' },
    });
    const pdf = new File(['%PDF-1.4'], 'ajandaa.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [pdf] } });
    fireEvent.click(within(dialog).getByTestId('agenda-item-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    const form = writes[0]!.data as FormData;
    expect(form.get('title[om]')).toBe('Haaraa');
    expect(form.get('media[0][type]')).toBe('downloadable');
    expect((form.get('media[0][file]') as File).name).toBe('ajandaa.pdf');
  });

  it('uploads the minutes as one file', async () => {
    const writes = serve(['meetings:list', 'meetings:read', 'meetings:update']);
    await open();
    const pdf = new File(['%PDF-1.4'], 'yaadannoo.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('minutes-input'), { target: { files: [pdf] } });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.call).toBe('PUT meetings/7/minutes');
    expect(((writes[0]!.data as FormData).get('media[0][file]') as File).name).toBe(
      'yaadannoo.pdf',
    );
  });

  it('removes the minutes once asked to confirm', async () => {
    const writes = serve(['meetings:list', 'meetings:read', 'meetings:update']);
    meeting.minutes = file(41, 'yaadannoo.pdf') as never;
    try {
      await open();
      fireEvent.click(screen.getByTestId('minutes-remove'));
      const confirm = await screen.findByRole('dialog');
      expect(confirm.textContent).toContain('yaadannoo.pdf');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Haqaa' }));
      await waitFor(() => expect(writes).toHaveLength(1));
      expect(writes[0]!.call).toBe('DELETE meetings/7/minutes');
    } finally {
      meeting.minutes = null;
    }
  });

  it('offers no changes and no attendance to a reader', async () => {
    serve(['meetings:list', 'meetings:read']);
    await open();
    expect(screen.getByTestId('agenda-file-40')).toBeTruthy();
    expect(screen.queryByTestId('agenda-add')).toBeNull();
    expect(screen.queryByTestId('agenda-actions-11')).toBeNull();
    expect(screen.queryByTestId('minutes-input')).toBeNull();
    expect(screen.queryByTestId('take-attendance')).toBeNull();
  });
});
