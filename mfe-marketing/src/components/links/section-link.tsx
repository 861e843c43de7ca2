import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection, scrollToSectionSoon, type SectionId } from '../../lib/scroll-to-section';

export interface SectionLinkProps {
  section: SectionId;
  children: ReactNode;
  className?: string;
  /**
   * Always go to / first and scroll after this many ms, even from the home page itself
   * (the footer's Contact link: 100 ms, spec section 9).
   */
  alwaysNavigateDelayMs?: number;
  /** Called after a plain click was handled, e.g. to close the mobile menu. */
  onFollow?: () => void;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A link to a section of the home page. Its href (/#section) works without JavaScript and
 * in a new tab; a plain click scrolls smoothly, going to the home page first if needed.
 */
export function SectionLink({ section, children, className, alwaysNavigateDelayMs, onFollow }: SectionLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <a
      href={`/#${section}`}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onFollow?.();
        if (alwaysNavigateDelayMs !== undefined) {
          if (pathname !== '/') navigate('/');
          scrollToSectionSoon(section, alwaysNavigateDelayMs);
        } else if (pathname === '/') {
          scrollToSection(section);
        } else {
          navigate('/');
          scrollToSectionSoon(section, 0);
        }
      }}
    >
      {children}
    </a>
  );
}
