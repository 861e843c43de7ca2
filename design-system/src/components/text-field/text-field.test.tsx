import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and forwards native props', () => {
    const onChange = vi.fn();
    render(<TextField label="Your email" type="email" name="email" placeholder="you@example.com" onChange={onChange} />);
    const input = screen.getByLabelText('Your email') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Name'));
  });

  it('shows the error under the field, marks it invalid and points to the message', () => {
    const { container } = render(<TextField label="Your name" hint="As it appears on cards" error="Your name is required" />);
    const input = screen.getByLabelText('Your name');
    const error = screen.getByText('Your name is required').closest('p')!;

    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(error.id);
    expect(describedBy).toContain(screen.getByText('As it appears on cards').id);
    // Error follows the input in the DOM, so it renders under it.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.fds-field--invalid')).not.toBeNull();
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Your name" />);
    const input = screen.getByLabelText('Your name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
