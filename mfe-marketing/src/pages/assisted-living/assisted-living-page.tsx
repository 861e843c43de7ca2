import { usePageTitle } from '../../lib/use-page-title';

export default function AssistedLivingPage() {
  usePageTitle('Fondly for assisted-living communities');
  return (
    <main className="fds-container" data-page="assisted-living">
      <h1>Fondly for assisted-living communities</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
