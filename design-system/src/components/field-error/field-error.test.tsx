import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error';

describe('FieldError', () => {
  it('renders the message with its id', () => {
    render(<FieldError id="email-error">Please enter a valid email</FieldError>);
    expect(screen.getByText('Please enter a valid email').closest('p')?.id).toBe('email-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="x">{''}</FieldError>);
    expect(container.innerHTML).toBe('');
  });
});
