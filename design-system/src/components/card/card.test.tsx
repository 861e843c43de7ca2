import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('names itself after its title and shows icon, body and footer', () => {
    render(
      <Card title="Call Scheduling" icon={<span>📞</span>} footer={<button type="button">Manage Schedule</button>}>
        <p>Pick the days and times.</p>
      </Card>,
    );
    expect(screen.getByRole('group', { name: 'Call Scheduling' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Call Scheduling' })).toBeTruthy();
    expect(screen.getByText('📞').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Manage Schedule' })).toBeTruthy();
  });

  it('renders plain content without a title', () => {
    render(<Card>Just text</Card>);
    expect(screen.getByText('Just text')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
