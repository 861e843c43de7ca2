import { usePageTitle } from '../../lib/use-page-title';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <main className="fds-container" data-page="privacy">
      <h1>Privacy Policy</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
