import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const member = adminUser({
  type: 'member',
  permissions: ['meetings:list', 'meetings:read', 'forums:list', 'forums:read', 'forums:comment'],
});
const om = i18n.getFixedT('om');

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('a record that is not there', { timeout: 15_000 }, () => {
  it('says a cancelled meeting was cancelled, and when, with no retry', async () => {
    const session = signedIn(member);
    mockApi((config) => {
      if (route(config) === 'GET meetings/12') {
        return {
          status: 404,
          data: {
            message: 'Record deleted',
            code: 'not_found',
            deleted: { at: '2026-11-20T08:00:00.000Z', name: 'Walgahii baajataa' },
          },
        };
      }
      return session(config);
    });
    renderApp('/member/meetings/12');
    const gone = await screen.findByTestId('record-gone');
    expect(gone.textContent).toMatch(/^Walgahiin “Walgahii baajataa” guyyaa .+ haqameera\.$/);
    expect(gone.textContent).toContain('2026');
    expect(screen.queryByRole('button', { name: om('common.retry') })).toBeNull();
    expect(screen.getByTestId('record-gone-back').textContent).toBe(om('records.types.meetings'));
  });

  it('says a record never there, or not shared, is not found, with no retry', async () => {
    const session = signedIn(member);
    mockApi((config) => session(config));
    renderApp('/member/meetings/99');
    const gone = await screen.findByTestId('record-gone');
    expect(gone.textContent).toBe(om('crud.gone.notFound'));
    expect(screen.queryByRole('button', { name: om('common.retry') })).toBeNull();
  });
});

describe('a comment refused because the topic was just locked', { timeout: 15_000 }, () => {
  it('reads the topic again: it shows locked, and the form gives way to why', async () => {
    const session = signedIn(member);
    let locked = false;
    const topic = () => ({
      id: 8,
      title: 'Mata duree',
      body: 'Yaada',
      categoryId: null,
      category: null,
      locked,
      commentCount: 0,
      createdAt: '2026-05-01T06:30:00.000Z',
      updatedAt: '2026-05-01T06:30:00.000Z',
      createdBy: 2,
      can: { update: false, delete: false, comment: !locked },
    });
    mockApi((config) => {
      const call = route(config);
      if (call.startsWith('GET forums/8?') || call === 'GET forums/8') return ok(topic());
      if (call.startsWith('GET forums/8/comments')) return page([]);
      if (call === 'POST forums/8/comments') {
        // Locked by a moderator after the page was drawn.
        locked = true;
        return { status: 409, data: { message: 'Locked', code: 'comments_closed' } };
      }
      return session(config);
    });
    renderApp('/member/forums/8');
    const locks = await screen.findByTestId('detail-locked');
    expect(locks.textContent).toContain(om('crud.no'));
    fireEvent.change(screen.getByLabelText(om('crud.addComment')), {
      target: { value: 'Yaada koo' },
    });
    fireEvent.click(screen.getByRole('button', { name: om('crud.send') }));
    await waitFor(() =>
      expect(screen.getByTestId('detail-locked').textContent).toContain(om('crud.yes')),
    );
    expect(await screen.findByTestId('comments-closed')).toBeTruthy();
  });
});

describe('a record on paper', { timeout: 15_000 }, () => {
  it('downloads its PDF, and a complaint’s file, in the reader’s language and calendar', async () => {
    const staff = adminUser({ permissions: ['complains:list', 'complains:read'] });
    const session = signedIn(staff);
    const asked: { call: string; params: unknown }[] = [];
    mockApi((config) => {
      const call = route(config);
      if (call === 'GET complains/4') {
        return ok({
          id: 4,
          subject: 'Tajaajila bishaanii',
          description: null,
          instituteId: 2,
          institute: { id: 2, name: 'Biiroo Bishaanii' },
          categoryId: null,
          category: null,
          complainantName: 'Caaltuu',
          complainantPhone: null,
          complainantKebeleId: null,
          status: 'in_review',
          statusReason: null,
          createdAt: '2026-11-20T08:00:00.000Z',
          updatedAt: '2026-11-20T08:00:00.000Z',
          createdBy: 1,
          auditHistory: [],
        });
      }
      if (call.endsWith('.pdf')) {
        asked.push({ call, params: config.params });
        return { status: 200, data: new Blob(['%PDF-']) };
      }
      return session(config);
    });
    const create = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    renderApp('/admin/complains/4');
    const pdf = await screen.findByTestId('record-pdf');
    expect(pdf.textContent).toBe('PDF');
    const file = screen.getByTestId('record-pdf-file');
    expect(file.textContent).toBe(om('crud.document.complaintFilePdf'));
    fireEvent.click(pdf);
    fireEvent.click(file);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(asked).toEqual([
      { call: 'GET complains/4/document.pdf', params: { locale: 'om', calendar: 'gregorian' } },
      { call: 'GET complains/4/file.pdf', params: { locale: 'om', calendar: 'gregorian' } },
    ]);
  });
});
