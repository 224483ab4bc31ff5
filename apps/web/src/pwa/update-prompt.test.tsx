import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../i18n';
import { createWorkerUpdate, type WorkerRegistration } from './service-worker';
import { UpdatePrompt } from './update-prompt';

function waitingUpdate() {
  const handlers = new Map<string, () => void>();
  const messageSkipWaiting = vi.fn(() => handlers.get('controlling')?.());
  const registration = {
    addEventListener: (type: string, handler: () => void) => handlers.set(type, handler),
    messageSkipWaiting,
  } as unknown as WorkerRegistration;
  const reload = vi.fn();
  const update = createWorkerUpdate(reload);
  update.follow(registration);
  return { update, reload, messageSkipWaiting, wait: () => act(() => handlers.get('waiting')?.()) };
}

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then reloads into it when asked', async () => {
    const { update, reload, messageSkipWaiting, wait } = waitingUpdate();
    render(<UpdatePrompt update={update} />);
    expect(screen.queryByRole('alert')).toBeNull();
    wait();
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Fooyya'iinsi haaraan Caffee qophaa'eera.",
    );
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Haaromsaa' }));
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks the reader’s language and can be put off without reloading', async () => {
    await switchLanguage('am');
    try {
      const { update, reload, messageSkipWaiting, wait } = waitingUpdate();
      render(<UpdatePrompt update={update} />);
      wait();
      expect((await screen.findByRole('alert')).textContent).toContain('አዲስ የጨፌ ስሪት ዝግጁ ነው።');
      screen.getByRole('button', { name: 'እንደገና ይጫኑ' });
      fireEvent.click(screen.getByRole('button', { name: 'ይዝጉ' }));
      await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(messageSkipWaiting).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    } finally {
      await switchLanguage('om');
    }
  });
});
