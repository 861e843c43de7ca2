import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteApp } from './create-remote-app';

const App = createRemoteApp('marketing', {
  '/faq': lazy(async () => ({ default: () => <h1>Frequently Asked Questions</h1> })),
});

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
