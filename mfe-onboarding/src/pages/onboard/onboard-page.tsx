import { usePageTitle } from '../../lib/use-page-title';

export default function OnboardPage() {
  usePageTitle('Get started');
  return (
    <main className="fds-container" data-page="onboard">
      <h1>Get started</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
