import { describe, expect, it, vi } from 'vitest';
import { createWorkerUpdate, type WorkerRegistration } from './service-worker';

/** A registration whose lifecycle events the test fires, as workbox-window would. */
function fakeRegistration() {
  const handlers = new Map<string, () => void>();
  const registration = {
    addEventListener: (type: string, handler: () => void) => handlers.set(type, handler),
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: 'waiting' | 'controlling') => handlers.get(type)?.();
  return { registration: registration as unknown as WorkerRegistration, fire, ...registration };
}

describe('a new version of the app', () => {
  it('is reported once its worker waits', () => {
    const update = createWorkerUpdate(vi.fn());
    const { registration, fire } = fakeRegistration();
    const listener = vi.fn();
    update.subscribe(listener);
    update.follow(registration);
    expect(update.isWaiting()).toBe(false);
    fire('waiting');
    expect(update.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('takes over and reloads the page only when the person asked', () => {
    const reload = vi.fn();
    const update = createWorkerUpdate(reload);
    const fake = fakeRegistration();
    update.follow(fake.registration);
    fake.fire('waiting');
    // Another tab's reader chose to reload: this tab keeps its open form.
    fake.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    update.apply();
    expect(fake.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fake.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing before a worker is registered', () => {
    const reload = vi.fn();
    const update = createWorkerUpdate(reload);
    update.apply();
    expect(update.isWaiting()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
