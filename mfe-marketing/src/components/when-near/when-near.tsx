import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once this spot is within `rootMargin` of the screen, and the
 * placeholder until then (also on the server). Keeps below-the-fold code and requests out
 * of the first load; a reader scrolling down never sees the swap.
 */
export function WhenNear({ children, placeholder, rootMargin = '800px' }: { children: ReactNode; placeholder: ReactNode; rootMargin?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = anchor.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return <div ref={anchor}>{near ? children : placeholder}</div>;
}
