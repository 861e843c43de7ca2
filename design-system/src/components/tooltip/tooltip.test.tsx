import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, tooltipTimingStore } from './tooltip-timing';

function renderTwoTooltips() {
  render(
    <>
      <Tooltip content="Change when we call">
        <button type="button">Schedule</button>
      </Tooltip>
      <Tooltip content="See past calls">
        <button type="button">History</button>
      </Tooltip>
    </>,
  );
  return {
    schedule: screen.getByRole('button', { name: 'Schedule' }),
    history: screen.getByRole('button', { name: 'History' }),
  };
}

function isOpen(text: string): boolean {
  return !(screen.getByText(text) as HTMLElement).hidden;
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    tooltipTimingStore.setState({ lastClosedAt: Number.NEGATIVE_INFINITY });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spec delays', () => {
    expect(TOOLTIP_DELAY).toBe(700);
    expect(TOOLTIP_SKIP_DELAY).toBe(300);
  });

  it('opens only after 700 ms of hover', () => {
    const { schedule } = renderTwoTooltips();
    fireEvent.pointerEnter(schedule);

    act(() => vi.advanceTimersByTime(699));
    expect(isOpen('Change when we call')).toBe(false);

    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Change when we call')).toBe(true);
  });

  it('opens after 700 ms of keyboard focus', () => {
    const { schedule } = renderTwoTooltips();
    act(() => schedule.focus());
    act(() => vi.advanceTimersByTime(699));
    expect(isOpen('Change when we call')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Change when we call')).toBe(true);
  });

  it('does not open when the pointer leaves before the delay', () => {
    const { schedule } = renderTwoTooltips();
    fireEvent.pointerEnter(schedule);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerLeave(schedule);
    act(() => vi.advanceTimersByTime(1000));
    expect(isOpen('Change when we call')).toBe(false);
  });

  it('opens the next tooltip at once when another closed less than 300 ms ago', () => {
    const { schedule, history } = renderTwoTooltips();
    fireEvent.pointerEnter(schedule);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    fireEvent.pointerLeave(schedule);

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY - 1));
    fireEvent.pointerEnter(history);

    expect(isOpen('See past calls')).toBe(true);
  });

  it('waits the full delay again once 300 ms have passed since the last close', () => {
    const { schedule, history } = renderTwoTooltips();
    fireEvent.pointerEnter(schedule);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    fireEvent.pointerLeave(schedule);

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY));
    fireEvent.pointerEnter(history);
    expect(isOpen('See past calls')).toBe(false);

    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(isOpen('See past calls')).toBe(true);
  });

  it('closes on Escape', () => {
    const { schedule } = renderTwoTooltips();
    fireEvent.pointerEnter(schedule);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(isOpen('Change when we call')).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen('Change when we call')).toBe(false);
  });

  it('describes its trigger with aria-describedby', () => {
    const { schedule } = renderTwoTooltips();
    const tooltip = screen.getByText('Change when we call');
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(schedule.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('keeps a trigger description it already had', () => {
    render(
      <Tooltip content="Extra help">
        <button type="button" aria-describedby="own-note">
          Help
        </button>
      </Tooltip>,
    );
    const ids = screen.getByRole('button').getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual(['own-note', screen.getByText('Extra help').id]);
  });
});
