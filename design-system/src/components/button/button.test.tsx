import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type=button by default so it never submits a form by surprise', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it.each(['primary', 'secondary', 'ghost', 'destructive'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').classList.contains(`fds-button--${variant}`)).toBe(true);
  });

  it('renders the large size', () => {
    render(<Button size="lg">Go</Button>);
    expect(screen.getByRole('button').classList.contains('fds-button--lg')).toBe(true);
  });

  it('while loading, is disabled and shows the caller’s loading text', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Setting up..." onClick={onClick}>
        Complete Setup
      </Button>,
    );
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Setting up...');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(<Button href="/simple-onboarding?plan=free">Start Free 7-Day Trial</Button>);
    const link = screen.getByRole('link', { name: 'Start Free 7-Day Trial' });
    expect(link.getAttribute('href')).toBe('/simple-onboarding?plan=free');
    expect(link.classList.contains('fds-button')).toBe(true);
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});
