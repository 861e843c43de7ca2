import { usePageTitle } from '../../lib/use-page-title';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <main className="fds-container" data-page="terms">
      <h1>Terms of Service</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
