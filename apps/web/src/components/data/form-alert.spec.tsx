import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorToast, FormAlert, alertedField, useFormAlert, type FormAlertState } from './call-failure';

const toastify = vi.hoisted(() => ({ toast: { dismiss: vi.fn<(id: string) => void>() } }));
const shown = vi.hoisted(() => vi.fn<(message: string, options: { toastId: string }) => void>());
vi.mock('../toast/toast', () => ({ loadToastify: () => Promise.resolve(toastify), toast: { error: shown } }));

afterEach(() => {
  toastify.toast.dismiss.mockClear();
  shown.mockClear();
});

/** The toast ids taken back so far (dismissal waits for the library's download). */
async function dismissed(): Promise<string[]> {
  await act(() => Promise.resolve());
  return toastify.toast.dismiss.mock.calls.map(([id]) => id);
}

let alert: FormAlertState;

function Form() {
  alert = useFormAlert();
  return (
    <form onInput={alert.clear}>
      <input aria-label="Code" {...alertedField(alert, 'hint')} />
      <FormAlert alert={alert} />
    </form>
  );
}

describe("a form's error line", () => {
  it('says the failure as an alert, marks the field, and goes when the user edits', async () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => alert.show({ text: 'That code is not right.', toastId: 'toast-1' }));
    const line = screen.getByRole('alert');
    expect(line.textContent).toBe('That code is not right.');
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`hint ${line.id}`);

    fireEvent.input(input, { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('hint');
    // Editing leaves the toast to run out by itself.
    expect(await dismissed()).toEqual([]);
  });

  it('takes back the earlier error toast on a new failure, and every one on success', async () => {
    render(<Form />);
    const first = errorToast('First.');
    const second = errorToast('Second.');
    expect(shown.mock.calls).toEqual([
      ['First.', { toastId: first }],
      ['Second.', { toastId: second }],
    ]);
    expect(first).not.toBe(second);
    act(() => alert.show({ text: 'First.', toastId: first }));
    act(() => alert.show({ text: 'Second.', toastId: second }));
    expect(await dismissed()).toEqual([first]);
    expect(screen.getByRole('alert').textContent).toBe('Second.');
    act(() => alert.succeed());
    expect(await dismissed()).toEqual([first, second]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the same failure twice as a new line (announced again)', () => {
    render(<Form />);
    act(() => alert.show({ text: 'Again.' }));
    const first = screen.getByRole('alert');
    act(() => alert.show({ text: 'Again.' }));
    expect(screen.getByRole('alert')).not.toBe(first);
  });

  it('keeps only the toast of a failure said at its field', async () => {
    render(<Form />);
    act(() => alert.show({ text: null, toastId: 'toast-3' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => alert.succeed());
    expect(await dismissed()).toEqual(['toast-3']);
  });
});
