import { usePageTitle } from '../../lib/use-page-title';

export default function DashboardPage() {
  usePageTitle('Welcome');
  return (
    <main className="fds-container" data-page="dashboard">
      <h1>Welcome</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
