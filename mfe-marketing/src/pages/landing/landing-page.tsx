import { usePageTitle } from '../../lib/use-page-title';

export default function LandingPage() {
  usePageTitle('Fondly');
  return (
    <main className="fds-container" data-page="landing">
      <h1>Fondly</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
