import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingArea, Spinner } from './spinner';

describe('Spinner and LoadingArea', () => {
  it('a labelled spinner is announced as an image with that name', () => {
    render(<Spinner label="Loading calls" />);
    expect(screen.getByRole('img', { name: 'Loading calls' })).toBeTruthy();
  });

  it('an unlabelled spinner is hidden from screen readers', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('.fds-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('LoadingArea is a polite status with its label', () => {
    render(<LoadingArea label="Loading your dashboard…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading your dashboard…');
  });
});
