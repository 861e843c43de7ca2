import { Button } from '@fondly/design-system';
import { CopyButton } from '../../../components/copy-button';

/** The two links of spec section 2: the general one and the one straight to pricing. */
export function ReferralLinks({ code }: { code: string }) {
  const origin = window.location.origin;
  const links = [
    { title: 'General link', hint: 'Opens our home page.', url: `${origin}/?ref=${encodeURIComponent(code)}` },
    { title: 'Pricing link', hint: 'Goes straight to our plans.', url: `${origin}/?ref=${encodeURIComponent(code)}#pricing` },
  ];
  return (
    <div className="aff-links">
      {links.map((link) => (
        <div key={link.title} className="aff-link">
          <h3 className="aff-link__title">{link.title}</h3>
          <p className="aff-muted">{link.hint}</p>
          <div className="aff-secret__row">
            <code className="aff-code aff-code--url" data-testid={`${link.title.toLowerCase().replace(' ', '-')}`}>
              {link.url}
            </code>
            <div className="aff-link__actions">
              <CopyButton text={link.url} what={link.title.toLowerCase()} />
              <Button variant="ghost" href={link.url} target="_blank" rel="noopener" aria-label={`Preview ${link.title.toLowerCase()} (opens a new tab)`}>
                Preview
              </Button>
            </div>
          </div>
        </div>
      ))}
      <p className="aff-muted">Visitors who arrive through your links are remembered for 60 days, so you earn even if they decide later.</p>
    </div>
  );
}
