import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/cx';
import { getFocusableElements } from '../../lib/focusable';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional line under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, shown bottom right (stacked on phones). */
  footer?: ReactNode;
  /** Spoken name of the X button. */
  closeLabel?: string;
  /** Element to focus on open; defaults to the first focusable element in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Clicking the dimmed backdrop closes the dialog (default true). */
  closeOnOverlayClick?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogContent {...props} />, document.body);
}

function DialogContent({
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  initialFocusRef,
  closeOnOverlayClick = true,
  size = 'md',
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? getFocusableElements(panel)[0] ?? panel;
      target.focus();
    }
    // The page behind must not scroll under a modal; restore what the page had set.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // Return focus where the reader was, so keyboard users do not restart from the top.
      previouslyFocused?.focus?.();
    };
    // Runs once per opening: later prop changes must not pull focus back to the start.
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Stop here so an outer dialog (React events bubble through portals) stays open.
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
  }

  return (
    <div
      className="fds-dialog__overlay"
      onMouseDown={(event) => {
        if (closeOnOverlayClick && event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('fds-dialog', `fds-dialog--${size}`, className)}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="fds-dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="fds-dialog__description">
            {description}
          </p>
        )}
        {children !== undefined && <div className="fds-dialog__body">{children}</div>}
        {footer && <div className="fds-dialog__footer">{footer}</div>}
        {/* Last in DOM order so Tab reaches the content first; shown top right by CSS. */}
        <button
          type="button"
          className="fds-dialog__close"
          aria-label={closeLabel}
          onClick={() => onOpenChange(false)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = getFocusableElements(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
