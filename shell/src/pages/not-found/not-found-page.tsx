import { useEffect } from 'react';
import { Button, Logo } from '@fondly/design-system';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found | Fondly';
  }, []);
  return (
    <main className="shell-not-found" data-testid="not-found">
      <Logo size="lg" />
      <h1>Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the address may have a typo.</p>
      <Button href="/" size="lg">
        Go to the home page
      </Button>
    </main>
  );
}
