import { usePageTitle } from '../../lib/use-page-title';

export default function LogoShowcasePage() {
  usePageTitle('Logo showcase');
  return (
    <main className="fds-container" data-page="logo-showcase">
      <h1>Logo showcase</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
