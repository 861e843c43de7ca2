import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './textarea-field';

describe('TextAreaField', () => {
  it('forwards ref and native props to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextAreaField label="Special instructions" ref={ref} maxLength={500} />);
    const textarea = screen.getByLabelText('Special instructions');
    expect(ref.current).toBe(textarea);
    expect(textarea.getAttribute('maxlength')).toBe('500');
  });

  it('shows the error under the field with aria wiring', () => {
    render(<TextAreaField label="Comment" error="Please write a few words" />);
    const textarea = screen.getByLabelText('Comment');
    const error = screen.getByText('Please write a few words').closest('p')!;
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe(error.id);
  });
});
