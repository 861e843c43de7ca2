import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteApp } from './create-remote-app';

const App = createRemoteApp('marketing', [{ path: '/faq', module: './pages/faq/faq-page' }] as const, {
  '/faq': lazy(async () => ({ default: () => <h1>Frequently Asked Questions</h1> })),
});

// The manifest decides the routes: a page it does not list, or one left out, does not compile.
// @ts-expect-error '/about' is not in the manifest
createRemoteApp('marketing', [{ path: '/faq', module: './pages/faq/faq-page' }] as const, { '/faq': lazy(async () => ({ default: () => null })), '/about': lazy(async () => ({ default: () => null })) });
// @ts-expect-error '/faq' has no page
createRemoteApp('marketing', [{ path: '/faq', module: './pages/faq/faq-page' }] as const, {});

describe('createRemoteApp', () => {
  it('shows a loading status, then the page for its route', async () => {
    render(<App route="/faq" />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeTruthy();
  });

  it('throws for a route it does not own, naming the remote and the route', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<App route="/dashboard/*" />)).toThrow('marketing has no page for /dashboard/*');
    quiet.mockRestore();
  });
});
