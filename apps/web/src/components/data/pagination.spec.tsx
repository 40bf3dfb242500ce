import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../../test/fakes';
import { clampPage, pageCount, Pagination, readPageSize, usePagination } from './pagination';

describe('readPageSize (numberOfItemsToShow)', () => {
  it.each([
    [undefined, 10],
    ['0', 10],
    ['-3', 10],
    ['ten', 10],
    ['25', 25],
    ['7.9', 7],
    ['500', 100],
  ])('reads %j as %i', (stored, expected) => {
    const sut = fakeStorage(stored === undefined ? {} : { numberOfItemsToShow: stored });
    expect(readPageSize(sut)).toBe(expected);
  });
});

describe('pageCount and clampPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('keeps a page within the list', () => {
    expect(clampPage(0, 25, 10)).toBe(1);
    expect(clampPage(2, 25, 10)).toBe(2);
    expect(clampPage(9, 25, 10)).toBe(3);
  });
});

describe('usePagination', () => {
  it('starts on page 1 with the stored page size', () => {
    const { result } = renderHook(() => usePagination(undefined, fakeStorage({ numberOfItemsToShow: '5' })));
    expect(result.current).toMatchObject({ page: 1, pageSize: 5 });
  });

  it('steps back when the rows of the last page are gone', () => {
    const storage = fakeStorage({ numberOfItemsToShow: '10' });
    const { result, rerender } = renderHook(({ total }) => usePagination(total, storage), {
      initialProps: { total: 21 },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ total: 20 });
    expect(result.current.page).toBe(2);
    rerender({ total: 0 });
    expect(result.current.page).toBe(1);
  });
});

describe('Pagination', () => {
  it('shows nothing when every row fits on one page', () => {
    const { container } = render(<Pagination total={10} page={1} pageSize={10} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('moves between pages and says where it is', () => {
    const onPageChange = vi.fn();
    render(<Pagination total={35} page={1} pageSize={10} onPageChange={onPageChange} label="Device pages" />);
    const nav = screen.getByRole('navigation', { name: 'Device pages' });
    expect(nav.textContent).toContain('Page 1 of 4');
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', () => {
    const onPageChange = vi.fn();
    render(<Pagination total={35} page={4} pageSize={10} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
