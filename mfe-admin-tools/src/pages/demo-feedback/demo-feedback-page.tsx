import { usePageTitle } from '../../lib/use-page-title';

export default function DemoFeedbackPage() {
  usePageTitle('Demo feedback');
  return (
    <main className="fds-container" data-page="demo-feedback">
      <h1>Demo feedback</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
