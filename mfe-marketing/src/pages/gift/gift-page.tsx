import { usePageTitle } from '../../lib/use-page-title';

export default function GiftPage() {
  usePageTitle('Give Fondly as a gift');
  return (
    <main className="fds-container" data-page="gift">
      <h1>Give Fondly as a gift</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
