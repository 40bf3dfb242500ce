import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast/toast';
import { jsonResponse } from '../../../test/fakes';
import { callsTo, deferred, renderRoute, stubFetch } from '../testing';

const ENDPOINT = '/api/Newsletter/Unsubscribe';

let toastSuccess: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastSuccess = vi.spyOn(toast, 'success');
});

const field = () => screen.findByLabelText<HTMLInputElement>('E-mail address');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

describe('/unsubscribe', () => {
  it('prefills the labelled field from ?email=', async () => {
    stubFetch();
    renderRoute('/unsubscribe?email=anna%40example.com');
    expect((await field()).value).toBe('anna@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
  });

  it('starts empty without ?email=', async () => {
    stubFetch();
    renderRoute('/unsubscribe');
    expect((await field()).value).toBe('');
  });

  it('refuses a malformed address without calling the server', async () => {
    const fetchMock = stubFetch();
    renderRoute('/unsubscribe?email=not-an-address');
    await field();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid e-mail address, for example name@example.com.',
    );
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, ENDPOINT)).toEqual([]);
  });

  it('shows the loading state, then the confirmation and a toast', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch({ [ENDPOINT]: () => answer.promise });
    renderRoute('/unsubscribe');
    fireEvent.change(await field(), { target: { value: '  Anna@Example.com ' } });
    submit();

    const busy = await screen.findByRole('button', { name: 'Unsubscribing…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(callsTo(fetchMock, ENDPOINT)).toEqual([{ method: 'POST', body: { email: 'Anna@Example.com' } }]);

    answer.resolve(jsonResponse({ unsubscribed: true }));
    const done = await screen.findByTestId('unsubscribe-done');
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent).toContain('You are unsubscribed');
    expect(done.textContent).toContain('We will send no more newsletters to Anna@Example.com.');
    expect(toastSuccess).toHaveBeenCalledWith('You have been unsubscribed.');
  });

  it('says so when the server refuses the address', async () => {
    stubFetch({
      [ENDPOINT]: () =>
        jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' }, 400),
    });
    renderRoute('/unsubscribe?email=a..b%40example.com');
    await field();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid e-mail address, for example name@example.com.',
    );
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('shows a translated error when the server fails, and lets the visitor retry', async () => {
    let calls = 0;
    stubFetch({
      [ENDPOINT]: () =>
        ++calls === 1
          ? jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }, 500)
          : jsonResponse({ unsubscribed: true }),
    });
    renderRoute('/unsubscribe?email=anna%40example.com');
    await field();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not process your request. Please try again in a few minutes.',
    );
    submit();
    expect(await screen.findByTestId('unsubscribe-done')).toBeTruthy();
  });

  it('tells the visitor when the server cannot be reached', async () => {
    stubFetch({ [ENDPOINT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRoute('/unsubscribe?email=anna%40example.com');
    await field();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveProperty('disabled', false));
  });
});
