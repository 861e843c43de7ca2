import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterButton } from './router-button';

function Site({ onClick }: { onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<RouterButton to="/simple-onboarding?plan=free" onClick={onClick}>Start Free Trial</RouterButton>} />
        <Route path="/simple-onboarding" element={<h1>Start Your Free Trial</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('RouterButton', () => {
  it('is a button-styled link with a real address, so it works without JavaScript', () => {
    render(<Site />);
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(link.getAttribute('href')).toBe('/simple-onboarding?plan=free');
    expect(link.classList.contains('fds-button')).toBe(true);
  });

  it('navigates inside the app on a plain click', () => {
    render(<Site />);
    fireEvent.click(screen.getByRole('link', { name: 'Start Free Trial' }));
    expect(screen.getByRole('heading', { name: 'Start Your Free Trial' })).toBeTruthy();
  });

  it('leaves a Ctrl+click to the browser (a new tab), and a caller can stop the navigation', () => {
    render(<Site onClick={(event) => event.ctrlKey || event.preventDefault()} />);
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    fireEvent.click(link);
    expect(screen.queryByRole('heading', { name: 'Start Your Free Trial' })).toBeNull();
  });
});
