import { useEffect, useRef } from 'react';
import { useToastStore } from './toast-store';
import { ToastItem } from './toast-item';
import './toast.css';

export const TOAST_HOTKEY = 'F8';

export interface ToasterProps {
  /** Region name; the hotkey is appended, as screen reader users need to learn it. */
  label?: string;
}

/** Renders the page's toasts. Mount exactly once, near the root (the shell does this). */
export function Toaster({ label = 'Notifications' }: ToasterProps) {
  const toasts = useToastStore((state) => state.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const visible = toasts.filter((t) => t.open);
  return (
    <section
      ref={regionRef}
      className="fds-toaster"
      aria-label={`${label} (${TOAST_HOTKEY})`}
      tabIndex={-1}
    >
      {/* Plain divs, not a list: each toast carries its own live-region role. */}
      <div className="fds-toaster__list">
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} onFocusLost={() => regionRef.current?.focus()} />
        ))}
      </div>
    </section>
  );
}
