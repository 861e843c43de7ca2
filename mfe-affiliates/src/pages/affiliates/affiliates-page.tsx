import { usePageTitle } from '../../lib/use-page-title';

export default function AffiliatesPage() {
  usePageTitle('Affiliate program');
  return (
    <main className="fds-container" data-page="affiliates">
      <h1>Affiliate program</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
