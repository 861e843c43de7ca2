import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToastStore,
} from './toast-store';
import { Toaster } from './toaster';

function renderToaster() {
  return render(<Toaster />);
}

function showToast(options: Parameters<typeof toast>[0]) {
  let handle!: ReturnType<typeof toast>;
  act(() => {
    handle = toast(options);
  });
  return handle;
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.getState().remove();
  });

  afterEach(() => {
    // Unmount first: emptying the store under a mounted Toaster would update it outside act().
    cleanup();
    useToastStore.getState().remove();
    vi.useRealTimers();
  });

  it('keeps the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    renderToaster();
    showToast({ title: 'First' });
    showToast({ title: 'Second', description: 'Replaces the first' });

    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('Replaces the first')).toBeTruthy();
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('dismisses a toast after 5000 ms by default', () => {
    renderToaster();
    showToast({ title: 'Saved' });

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1));
    expect(screen.getByText('Saved')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('honours a custom duration', () => {
    renderToaster();
    showToast({ title: 'Quick', duration: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick')).toBeNull();
  });

  it('removes a dismissed toast from the store only after 1,000,000 ms', () => {
    renderToaster();
    const handle = showToast({ title: 'Bye' });
    act(() => handle.dismiss());

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual([handle.id]);

    act(() => vi.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('focuses the notifications region when F8 is pressed', () => {
    renderToaster();
    showToast({ title: 'Hello' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });

    fireEvent.keyDown(document, { key: 'F8' });

    expect(document.activeElement).toBe(region);
  });

  it('announces politely with role status, and destructive toasts with role alert', () => {
    renderToaster();
    showToast({ title: 'All good', variant: 'success' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('All good');

    showToast({ title: 'Scheduling Failed', variant: 'destructive' });
    expect(screen.getByRole('alert').textContent).toContain('Scheduling Failed');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses when swiped right further than 50 px', () => {
    renderToaster();
    showToast({ title: 'Swipe me' });
    const item = screen.getByRole('status');

    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(item, { clientX: 140, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1, pointerType: 'touch' });

    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('stays when swiped less than 50 px', () => {
    renderToaster();
    showToast({ title: 'Still here' });
    const item = screen.getByRole('status');

    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(item, { clientX: 130, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(item, { clientX: 149, pointerId: 1, pointerType: 'touch' });

    expect(screen.getByText('Still here')).toBeTruthy();
  });

  it('closes from its close button', () => {
    renderToaster();
    showToast({ title: 'Closable' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('pauses the auto-dismiss while hovered, so slow readers can finish', () => {
    renderToaster();
    showToast({ title: 'Read me' });
    const item = screen.getByRole('status');

    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeTruthy();

    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Read me')).toBeNull();
  });
});
