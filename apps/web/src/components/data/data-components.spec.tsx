import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../toast/toast-host';
import { ConfirmDialog } from './confirm-dialog';
import { COPIED_FOR_MS, CopyButton } from './copy-button';
import { InlineEdit } from './inline-edit';
import { EmptyState, ErrorState, LoadingState } from './list-states';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CopyButton', () => {
  function stubClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }

  it('copies, says so for a moment, then goes back', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<CopyButton value="K7MX3Q" label="device code" />);
    const button = screen.getByRole('button', { name: 'Copy device code' });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('K7MX3Q');
    expect(button.textContent).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('device code copied to the clipboard');
    await act(async () => vi.advanceTimersByTime(COPIED_FOR_MS));
    expect(button.textContent).toBe('Copy');
  });

  it('toasts when the browser refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(
      <>
        <CopyButton value="K7MX3Q" label="device code" />
        <ToastHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy device code' }));
    expect(await screen.findByText('Copying did not work. Select the text and copy it yourself.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy device code' }).textContent).toBe('Copy');
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Remove
        </button>
        <ConfirmDialog
          open={open}
          title="Remove the device?"
          confirmLabel="Remove device"
          danger
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        >
          <p>It stays on the TV.</p>
        </ConfirmDialog>
      </>
    );
  }

  it('opens on Cancel, and gives the focus back when cancelled', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove the device?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Escape and confirms on its button', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove device' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('InlineEdit', () => {
  it('edits, saves the trimmed text and returns the focus to Edit', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<InlineEdit value={null} label="Device name" placeholder="No name yet" onSave={onSave} />);
    expect(screen.getByText('No name yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Device name' }));
    const input = screen.getByLabelText('Device name');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '  Living room  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Device name' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Living room'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Device name' })));
  });

  it('cancels on Escape without saving', () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<InlineEdit value="Kitchen" label="Device name" onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Device name' }));
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Hall' } });
    fireEvent.keyDown(screen.getByLabelText('Device name'), { key: 'Escape' });
    expect(screen.getByText('Kitchen')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays in edit mode when saving fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('refused')));
    render(<InlineEdit value="Kitchen" label="Device name" onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Device name' }));
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Hall' } });
    fireEvent.submit(screen.getByLabelText('Device name'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Device name')));
    expect((screen.getByLabelText('Device name') as HTMLInputElement).value).toBe('Hall');
  });
});

describe('list states', () => {
  it('announces loading, shows empty and error with retry', () => {
    const onRetry = vi.fn();
    render(
      <>
        <LoadingState />
        <EmptyState />
        <ErrorState onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByTestId('data-empty').textContent).toBe('Nothing here yet.');
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
