import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const times = [
  { value: 'morning', label: 'Morning (9AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-5PM)' },
];

describe('SelectField', () => {
  it('renders a placeholder and the options, and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<SelectField label="Preferred time" placeholder="Choose a time" options={times} ref={ref} />);
    const select = screen.getByLabelText('Preferred time') as HTMLSelectElement;
    expect(ref.current).toBe(select);
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['', 'morning', 'afternoon']);
    fireEvent.change(select, { target: { value: 'afternoon' } });
    expect(select.value).toBe('afternoon');
  });

  it('shows the error under the field with aria wiring', () => {
    render(<SelectField label="Relationship" options={times} error="Please choose one" />);
    const select = screen.getByLabelText('Relationship');
    const error = screen.getByText('Please choose one').closest('p')!;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(error.id);
  });
});
