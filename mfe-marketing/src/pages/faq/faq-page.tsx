import { usePageTitle } from '../../lib/use-page-title';

export default function FaqPage() {
  usePageTitle('Frequently asked questions');
  return (
    <main className="fds-container" data-page="faq">
      <h1>Frequently asked questions</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
