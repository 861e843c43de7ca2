import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Fallback } from './fallback';

describe('Fallback', () => {
  it('shows title, message and a retry button that calls onRetry', () => {
    const onRetry = vi.fn();
    render(<Fallback title="Pricing could not load" message="Check your connection." onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Pricing could not load' })).toBeTruthy();
    expect(screen.getByText('Check your connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<Fallback />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
