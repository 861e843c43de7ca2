import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo, LOGO_SIZES, LOGO_VARIANTS } from './logo';

describe('Logo', () => {
  it('has the accessible name Fondly', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Fondly' })).toBeTruthy();
  });

  it.each(LOGO_SIZES)('renders size %s', (size) => {
    render(<Logo size={size} />);
    expect(screen.getByRole('img', { name: 'Fondly' }).classList.contains(`fds-logo--${size}`)).toBe(true);
  });

  it.each(LOGO_VARIANTS)('renders variant %s', (variant) => {
    render(<Logo variant={variant} />);
    expect(screen.getByRole('img', { name: 'Fondly' }).classList.contains(`fds-logo--${variant}`)).toBe(true);
  });

  it('offers all four sizes and three variants from the spec', () => {
    expect(LOGO_SIZES).toEqual(['sm', 'md', 'lg', 'xl']);
    expect(LOGO_VARIANTS).toEqual(['default', 'monochrome', 'light']);
  });

  it('shows the word Fondly unless asked for the mark only', () => {
    const { rerender } = render(<Logo />);
    expect(screen.getByRole('img').textContent).toBe('Fondly');
    rerender(<Logo withWordmark={false} />);
    expect(screen.getByRole('img').textContent).toBe('');
  });

  it('gives each logo its own mask id so two logos on a page do not clash', () => {
    const { container } = render(
      <>
        <Logo />
        <Logo />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('mask')).map((m) => m.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
