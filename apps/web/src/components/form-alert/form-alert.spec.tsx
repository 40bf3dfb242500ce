import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert, alertedField, useFormAlert, type FormAlertState } from './form-alert';

const dismissToasts = vi.hoisted(() => vi.fn<(ids: readonly string[]) => void>());
vi.mock('../toast/form-toasts', () => ({ dismissToasts }));

afterEach(() => dismissToasts.mockClear());

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

describe('a form\'s error line', () => {
  it('says the failure as an alert, marks the field, and goes when the user edits', () => {
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
    expect(dismissToasts).not.toHaveBeenCalled();
  });

  it('takes back the earlier error toast on a new failure, and every one on success', () => {
    render(<Form />);
    act(() => alert.show({ text: 'First.', toastId: 'toast-1' }));
    act(() => alert.show({ text: 'Second.', toastId: 'toast-2' }));
    expect(dismissToasts).toHaveBeenLastCalledWith(['toast-1']);
    expect(screen.getByRole('alert').textContent).toBe('Second.');
    act(() => alert.succeed());
    expect(dismissToasts).toHaveBeenLastCalledWith(['toast-2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the same failure twice as a new line (announced again)', () => {
    render(<Form />);
    act(() => alert.show({ text: 'Again.' }));
    const first = screen.getByRole('alert');
    act(() => alert.show({ text: 'Again.' }));
    expect(screen.getByRole('alert')).not.toBe(first);
  });

  it('keeps only the toast of a failure said at its field', () => {
    render(<Form />);
    act(() => alert.show({ text: null, toastId: 'toast-3' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => alert.succeed());
    expect(dismissToasts).toHaveBeenLastCalledWith(['toast-3']);
  });
});
