import { describe, expect, it, vi } from 'vitest';
import {
  attachNoticeHost,
  closeSnackbar,
  enqueueSnackbar,
  noticeHostWanted,
  useSnackbar,
} from './notices';

const newHost = () => ({ enqueue: vi.fn(), close: vi.fn() });

describe('notices before and after the snackbar host loads', () => {
  it('asks for the host, once, when a notice finds none', () => {
    const listener = vi.fn();
    const unsubscribe = noticeHostWanted.subscribe(listener);
    expect(noticeHostWanted.get()).toBe(false);
    enqueueSnackbar('First');
    enqueueSnackbar('Second');
    expect(noticeHostWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    attachNoticeHost(newHost())();
  });

  it('holds what was asked before the host, shows it when the host comes, then goes direct', () => {
    const early = enqueueSnackbar('Saved', { variant: 'success' });
    closeSnackbar(early);
    const host = newHost();
    const detach = attachNoticeHost(host);
    expect(host.enqueue).toHaveBeenCalledWith('Saved', { variant: 'success', key: early });
    expect(host.close).toHaveBeenCalledWith(early);

    const later = enqueueSnackbar('Deleted', { autoHideDuration: 5000 });
    expect(later).not.toBe(early);
    expect(host.enqueue).toHaveBeenLastCalledWith('Deleted', {
      autoHideDuration: 5000,
      key: later,
    });
    expect(enqueueSnackbar('Mine', { key: 'own' })).toBe('own');
    detach();

    // Gone (a test's app unmounted): held again for the next host, none shown by the old one.
    enqueueSnackbar('Next');
    expect(host.enqueue).toHaveBeenCalledTimes(3);
    const next = newHost();
    attachNoticeHost(next)();
    expect(next.enqueue).toHaveBeenCalledWith(
      'Next',
      expect.objectContaining({ key: expect.any(String) }),
    );
  });

  it('gives the same functions on every call, as effects depend on them', () => {
    expect(useSnackbar()).toBe(useSnackbar());
    expect(useSnackbar().enqueueSnackbar).toBe(enqueueSnackbar);
  });

  it('leaves a newer host attached when an older one goes', () => {
    const older = newHost();
    const detachOlder = attachNoticeHost(older);
    const newer = newHost();
    const detachNewer = attachNoticeHost(newer);
    detachOlder();
    enqueueSnackbar('Still shown');
    expect(newer.enqueue).toHaveBeenCalledTimes(1);
    expect(older.enqueue).not.toHaveBeenCalled();
    detachNewer();
  });
});
