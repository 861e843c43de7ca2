import { usePageTitle } from '../../lib/use-page-title';

export default function ApiTestPage() {
  usePageTitle('API test');
  return (
    <main className="fds-container" data-page="api-test">
      <h1>API test</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
