import { createStore } from 'zustand/vanilla';

/** Hover or focus must rest this long before a tooltip opens. */
export const TOOLTIP_DELAY = 700;
/** If another tooltip closed less than this long ago, the next one opens at once. */
export const TOOLTIP_SKIP_DELAY = 300;

interface TooltipTimingState {
  /** When any tooltip on the page last closed (ms since epoch); -Infinity before the first. */
  lastClosedAt: number;
}

/**
 * Page-wide, like the toast queue: moving from a tooltip in the shell to one in a remote
 * should feel like one toolbar, so the "recently closed" clock is shared through a store.
 */
export const tooltipTimingStore = createStore<TooltipTimingState>()(() => ({
  lastClosedAt: Number.NEGATIVE_INFINITY,
}));

export function shouldSkipDelay(now: number): boolean {
  return now - tooltipTimingStore.getState().lastClosedAt < TOOLTIP_SKIP_DELAY;
}

export function markTooltipClosed(now: number): void {
  tooltipTimingStore.setState({ lastClosedAt: now });
}
