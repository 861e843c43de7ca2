import { usePageTitle } from '../../lib/use-page-title';

export default function SimpleOnboardingPage() {
  usePageTitle('Get started');
  return (
    <main className="fds-container" data-page="simple-onboarding">
      <h1>Get started</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
