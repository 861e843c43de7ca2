import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { markTooltipClosed, shouldSkipDelay, TOOLTIP_DELAY } from './tooltip-timing';
import './tooltip.css';

export interface TooltipProps {
  /** Short helper text. Never put essential information only in a tooltip. */
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  /** Override the 700 ms open delay (rarely needed). */
  delay?: number;
  className?: string;
}

export function Tooltip({ content, children, side = 'top', delay = TOOLTIP_DELAY, className }: TooltipProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click focuses the trigger; that focus must not pop the tooltip up under the pointer.
  const pointerIsDown = useRef(false);

  function setOpenState(next: boolean) {
    if (openRef.current && !next) markTooltipClosed(Date.now());
    openRef.current = next;
    setOpen(next);
  }

  function cancelPendingOpen() {
    clearTimeout(openTimer.current);
    openTimer.current = undefined;
  }

  function requestOpen() {
    if (openRef.current || openTimer.current !== undefined) return;
    if (shouldSkipDelay(Date.now())) {
      setOpenState(true);
      return;
    }
    openTimer.current = setTimeout(() => {
      openTimer.current = undefined;
      setOpenState(true);
    }, delay);
  }

  function close() {
    cancelPendingOpen();
    if (openRef.current) setOpenState(false);
  }

  // Escape must close it however it opened (WCAG 1.4.13: dismissible without moving the pointer).
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => cancelPendingOpen, []);

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');
  return (
    <span
      className={cx('fds-tooltip', className)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') requestOpen();
      }}
      onPointerLeave={close}
      onPointerDown={() => {
        pointerIsDown.current = true;
        close();
      }}
      onPointerUp={() => {
        pointerIsDown.current = false;
      }}
      onFocus={() => {
        if (!pointerIsDown.current) requestOpen();
      }}
      onBlur={close}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {/* Always in the DOM so the description is read the moment the trigger gets focus. */}
      <span
        id={tooltipId}
        role="tooltip"
        className={cx('fds-tooltip__content', `fds-tooltip__content--${side}`)}
        data-state={open ? 'open' : 'closed'}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
