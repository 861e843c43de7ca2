import { usePageTitle } from '../../lib/use-page-title';

export default function AdminPage() {
  usePageTitle('Operator views');
  return (
    <main className="fds-container" data-page="admin">
      <h1>Operator views</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
