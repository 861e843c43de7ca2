import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { cx } from '../../lib/cx';
import { TOAST_SWIPE_THRESHOLD, useToastStore, type ToastRecord } from './toast-store';

interface ToastItemProps {
  toast: ToastRecord;
  /** Called when the toast closes while it holds focus, so focus does not fall to <body>. */
  onFocusLost: () => void;
}

export function ToastItem({ toast, onFocusLost }: ToastItemProps) {
  const itemRef = useRef<HTMLDivElement>(null);
  const timer = useAutoDismiss(toast);
  const swipe = useSwipeToDismiss(() => close());

  function close() {
    if (itemRef.current?.contains(document.activeElement)) onFocusLost();
    useToastStore.getState().dismiss(toast.id);
  }

  const isAlert = toast.variant === 'destructive';
  return (
    <div
      ref={itemRef}
      className={cx('fds-toast', `fds-toast--${toast.variant}`, swipe.offset > 0 && 'fds-toast--swiping')}
      role={isAlert ? 'alert' : 'status'}
      aria-live={isAlert ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={{ '--fds-toast-swipe-x': `${swipe.offset}px` } as CSSProperties}
      onPointerEnter={timer.pause}
      onPointerLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.resume();
      }}
      {...swipe.handlers}
    >
      <ToastIcon variant={toast.variant} />
      <div className="fds-toast__text">
        <p className="fds-toast__title">{toast.title}</p>
        {toast.description && <p className="fds-toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="fds-toast__close" aria-label="Close notification" onClick={close}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Dismisses after the toast's duration; hovering or focusing pauses it so slow readers can finish. */
function useAutoDismiss(toast: ToastRecord) {
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const handle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function resume() {
    if (handle.current !== undefined || !Number.isFinite(remaining.current)) return;
    startedAt.current = Date.now();
    handle.current = setTimeout(() => useToastStore.getState().dismiss(toast.id), remaining.current);
  }

  function pause() {
    if (handle.current === undefined) return;
    clearTimeout(handle.current);
    handle.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }

  useEffect(() => {
    remaining.current = toast.duration;
    resume();
    return pause;
    // One timer per toast: re-rendering the same toast must not restart its clock.
  }, [toast.id]);

  return { pause, resume };
}

/** Horizontal swipe to the right; past the threshold the toast is dismissed, else it springs back. */
function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  function reset() {
    startX.current = null;
    setOffset(0);
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // A press on the close button (or a link) is a click, not a swipe: capturing the
      // pointer here would steal that click from the button.
      if ((event.target as HTMLElement).closest('button, a, input, textarea, select')) return;
      startX.current = event.clientX;
      // Keep receiving moves when the finger leaves the toast; missing in older browsers and jsdom.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (startX.current === null) return;
      setOffset(Math.max(0, event.clientX - startX.current));
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (startX.current === null) return;
      const delta = event.clientX - startX.current;
      reset();
      if (delta > TOAST_SWIPE_THRESHOLD) onDismiss();
    },
    onPointerCancel: reset,
  };
  return { offset, handlers };
}

function ToastIcon({ variant }: { variant: ToastRecord['variant'] }) {
  if (variant === 'default') return null;
  const path = variant === 'success' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 7v6M12 17h.01';
  return (
    <svg className="fds-toast__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
