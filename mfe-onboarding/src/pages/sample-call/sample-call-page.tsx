import { usePageTitle } from '../../lib/use-page-title';

export default function SampleCallPage() {
  usePageTitle('Sample call');
  return (
    <main className="fds-container" data-page="sample-call">
      <h1>Sample call</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
