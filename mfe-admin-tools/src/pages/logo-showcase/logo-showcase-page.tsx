import { Logo, LOGO_SIZES, LOGO_VARIANTS, usePageRendered, usePageTitle, type LogoVariant } from '@fondly/design-system';
import './logo-showcase-page.css';

const VARIANT_NOTES: Record<LogoVariant, string> = {
  default: 'Teal and apricot, for light pages.',
  monochrome: 'One colour (the text colour around it), for print, faxes and embossing.',
  light: 'For dark backgrounds such as photos and the footer.',
};

/** /logo-showcase: the Fondly logo in every size and variant (public: see docs/decisions/061). */
export default function LogoShowcasePage() {
  usePageTitle('Logo showcase');
  // Arrives prerendered (src/pages/page-meta.ts): the shell swaps in the live page once it is here.
  usePageRendered('logo-showcase');
  return (
    <main className="adm-logos" data-page="logo-showcase">
      <h1>Logo showcase</h1>
      <p className="adm-logos__intro">
        The Fondly logo in sizes {LOGO_SIZES.join(', ')} and variants {LOGO_VARIANTS.join(', ')}. Use it from the design
        system: <code>{'<Logo size="md" variant="default" />'}</code>.
      </p>
      {LOGO_VARIANTS.map((variant) => (
        <section key={variant} className="adm-logos__variant" aria-labelledby={`logo-${variant}`} data-variant={variant}>
          <h2 id={`logo-${variant}`} className="adm-logos__title">
            {variant}
          </h2>
          <p className="adm-logos__note">{VARIANT_NOTES[variant]}</p>
          <ul className="adm-logos__sizes" data-surface={variant === 'light' ? 'dark' : 'light'}>
            {LOGO_SIZES.map((size) => (
              <li key={size} className="adm-logos__sample">
                <Logo size={size} variant={variant} />
                <span className="adm-logos__label">{size}</span>
              </li>
            ))}
            <li className="adm-logos__sample">
              <Logo size="lg" variant={variant} withWordmark={false} />
              <span className="adm-logos__label">mark only</span>
            </li>
          </ul>
        </section>
      ))}
    </main>
  );
}
