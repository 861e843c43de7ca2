import { usePageTitle } from '../../lib/use-page-title';

export default function SignInPage() {
  usePageTitle('Sign in');
  return (
    <main className="fds-container" data-page="sign-in">
      <h1>Sign in</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
