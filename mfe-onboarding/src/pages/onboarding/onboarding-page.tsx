import { usePageTitle } from '../../lib/use-page-title';

export default function OnboardingPage() {
  usePageTitle('Complete your setup');
  return (
    <main className="fds-container" data-page="onboarding">
      <h1>Complete your setup</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
