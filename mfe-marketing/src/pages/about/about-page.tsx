import { usePageTitle } from '../../lib/use-page-title';

export default function AboutPage() {
  usePageTitle('About Fondly');
  return (
    <main className="fds-container" data-page="about">
      <h1>About Fondly</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
