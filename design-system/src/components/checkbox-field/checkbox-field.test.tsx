import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('toggles from its label and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<CheckboxField label="Childhood memories" ref={ref} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Childhood memories' }) as HTMLInputElement;
    expect(ref.current).toBe(checkbox);
    fireEvent.click(screen.getByText('Childhood memories'));
    expect(checkbox.checked).toBe(true);
  });

  it('shows the error under the checkbox with aria wiring', () => {
    render(<CheckboxField label="I agree to the terms" error="Please accept the terms" />);
    const checkbox = screen.getByRole('checkbox');
    const error = screen.getByText('Please accept the terms').closest('p')!;
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(error.id);
  });
});
