import { Link } from 'react-router-dom';
import { Logo } from '@fondly/design-system';
import { SectionLink } from '../links/section-link';
import { SIGN_IN_PATH } from './site-header';
import { SECTIONS } from '../../lib/scroll-to-section';
import { SITE, affiliateDashboardIsExternal } from '../../config/site';
import styles from './site-layout.module.css';

/** Spec section 9: the footer's Contact link scrolls 100 ms after arriving on the home page. */
export const CONTACT_SCROLL_DELAY_MS = 100;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo size="md" variant="light" />
          <p>Warm, regular phone calls for the people you love, and a Moment for the family after every call.</p>
        </div>
        <nav aria-label="Footer" className={styles.footerNav}>
          <div>
            <h2 className={styles.footerHeading}>Fondly</h2>
            <ul className={styles.footerList}>
              <li>
                <SectionLink section={SECTIONS.howItWorks}>How It Works</SectionLink>
              </li>
              <li>
                <SectionLink section={SECTIONS.features}>Features</SectionLink>
              </li>
              <li>
                <SectionLink section={SECTIONS.pricing}>Pricing</SectionLink>
              </li>
              <li>
                <Link to="/gift">Give Fondly as a Gift</Link>
              </li>
              <li>
                <Link to="/assisted-living">For Assisted Living</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.footerHeading}>Help</h2>
            <ul className={styles.footerList}>
              <li>
                <Link to={SIGN_IN_PATH}>Sign In</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
              <li>
                <Link to="/about">About Us</Link>
              </li>
              <li>
                <SectionLink section={SECTIONS.contact} alwaysNavigateDelayMs={CONTACT_SCROLL_DELAY_MS}>
                  Contact
                </SectionLink>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.footerHeading}>Partners</h2>
            <ul className={styles.footerList}>
              <li>
                <Link to="/affiliates">Affiliate Program</Link>
              </li>
              <li>
                {affiliateDashboardIsExternal ? (
                  <a href={SITE.affiliateDashboardUrl} target="_blank" rel="noopener noreferrer">
                    Affiliate Dashboard<span className="fds-visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={SITE.affiliateDashboardUrl}>Affiliate Dashboard</Link>
                )}
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.footerHeading}>Legal</h2>
            <ul className={styles.footerList}>
              <li>
                <Link to="/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms">Terms of Service</Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <p className={styles.copyright}>© {year} Fondly. Made with care for families in the US and Canada.</p>
    </footer>
  );
}
