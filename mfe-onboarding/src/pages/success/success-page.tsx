import { usePageTitle } from '../../lib/use-page-title';

export default function SuccessPage() {
  usePageTitle('Setup Complete');
  return (
    <main className="fds-container" data-page="success">
      <h1>Setup Complete</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
