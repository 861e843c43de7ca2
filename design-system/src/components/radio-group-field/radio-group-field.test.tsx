import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroupField } from './radio-group-field';

const voices = [
  { value: 'female', label: 'Female (Warm & Caring)' },
  { value: 'male', label: 'Male (Gentle & Kind)' },
];

describe('RadioGroupField', () => {
  it('groups the radios under the label and reports the chosen value', () => {
    const onValueChange = vi.fn();
    render(<RadioGroupField label="Voice" name="voiceGender" options={voices} defaultValue="female" onValueChange={onValueChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Voice' });
    expect(group).toBeTruthy();
    expect((screen.getByLabelText('Female (Warm & Caring)') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByLabelText('Male (Gentle & Kind)'));
    expect(onValueChange).toHaveBeenCalledWith('male');
  });

  it('passes a ref to every radio, as form libraries expect', () => {
    const seen: HTMLInputElement[] = [];
    render(
      <RadioGroupField
        label="Voice"
        name="voiceGender"
        options={voices}
        ref={(el: HTMLInputElement | null) => {
          if (el) seen.push(el);
        }}
      />,
    );
    expect(seen.map((el) => el.value)).toEqual(['female', 'male']);
  });

  it('shows the error under the group with aria wiring', () => {
    render(<RadioGroupField label="Voice" name="voiceGender" options={voices} error="Please choose a voice" />);
    const group = screen.getByRole('radiogroup');
    const error = screen.getByText('Please choose a voice').closest('p')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    screen.getAllByRole('radio').forEach((radio) => expect(radio.getAttribute('aria-invalid')).toBe('true'));
  });
});
