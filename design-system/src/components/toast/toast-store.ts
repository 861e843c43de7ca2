import type { ReactNode } from 'react';
import { create } from 'zustand';

/** Only one toast is visible: a new one replaces the current one (as in shadcn's use-toast). */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen unless the reader hovers or focuses it. */
export const TOAST_DEFAULT_DURATION = 5000;
/** A dismissed toast lingers in the store this long before removal (shadcn's value, kept as specified). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Swiping a toast right further than this many pixels dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; default TOAST_DEFAULT_DURATION. */
  duration?: number;
}

export interface ToastRecord extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: ReactNode;
  /** False once dismissed; the record stays until TOAST_REMOVE_DELAY has passed. */
  open: boolean;
}

export interface ToastState {
  toasts: ToastRecord[];
  add: (toast: ToastRecord) => void;
  update: (id: string, patch: Partial<Omit<ToastRecord, 'id'>>) => void;
  /** Closes one toast, or all when no id is given, and schedules their removal. */
  dismiss: (id?: string) => void;
  /** Drops one toast, or all, from the store at once. */
  remove: (id?: string) => void;
}

/**
 * The single toast queue for the whole page. The design-system is shared as a Module
 * Federation singleton, so the shell and every remote talk to this same store.
 */
export const useToastStore = create<ToastState>()((set, get) => {
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
      }, TOAST_REMOVE_DELAY),
    );
  }

  function clearRemoval(id: string) {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
  }

  return {
    toasts: [],
    add: (toast) =>
      set((state) => {
        const toasts = [toast, ...state.toasts];
        // Records pushed past the limit are gone for good, so their timers can go too.
        toasts.slice(TOAST_LIMIT).forEach((t) => clearRemoval(t.id));
        return { toasts: toasts.slice(0, TOAST_LIMIT) };
      }),
    update: (id, patch) =>
      set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
    dismiss: (id) => {
      const targets = get().toasts.filter((t) => id === undefined || t.id === id);
      targets.forEach((t) => scheduleRemoval(t.id));
      set((state) => ({
        toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
      }));
    },
    remove: (id) => {
      const targets = get().toasts.filter((t) => id === undefined || t.id === id);
      targets.forEach((t) => clearRemoval(t.id));
      set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) }));
    },
  };
});

// Random rather than a module counter: a counter would be state outside the shared store.
function nextId(): string {
  return `fds-toast-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastOptions>) => void;
}

/** Shows a toast, replacing the one on screen. Render <Toaster /> once (the shell does). */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DEFAULT_DURATION,
}: ToastOptions): ToastHandle {
  const id = nextId();
  useToastStore.getState().add({ id, title, description, variant, duration, open: true });
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (patch) => useToastStore.getState().update(id, patch),
  };
}

/** Closes a toast by id, or every toast. */
export function dismissToast(id?: string): void {
  useToastStore.getState().dismiss(id);
}
