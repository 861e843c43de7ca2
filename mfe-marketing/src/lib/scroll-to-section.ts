/** The landing page's sections that links elsewhere on the site can jump to. */
export const SECTIONS = {
  howItWorks: 'how-it-works',
  features: 'features',
  pricing: 'pricing',
  contact: 'contact',
} as const;
export type SectionId = (typeof SECTIONS)[keyof typeof SECTIONS];

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a section into view (under the sticky header, see `scroll-margin-top`) and moves
 * keyboard focus to it, so the next Tab continues from there instead of from the menu.
 * Returns false when the section is not on the page (yet).
 */
export function scrollToSection(id: SectionId): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls once the landing page has rendered: after `delayMs` (the footer's Contact link
 * waits 100 ms, spec section 9), then a few more tries while the page is still loading.
 */
export function scrollToSectionSoon(id: SectionId, delayMs: number, giveUpAfterMs = 4000): void {
  const started = Date.now();
  const attempt = () => {
    if (scrollToSection(id) || Date.now() - started > giveUpAfterMs) return;
    window.setTimeout(attempt, 100);
  };
  window.setTimeout(attempt, delayMs);
}
