import { usePageTitle } from '../../lib/use-page-title';

export default function AffiliateDashboardPage() {
  usePageTitle('Access Affiliate Dashboard');
  return (
    <main className="fds-container" data-page="affiliate-dashboard">
      <h1>Access Affiliate Dashboard</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
