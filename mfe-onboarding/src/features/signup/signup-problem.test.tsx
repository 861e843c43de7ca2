// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fondly/design-system/client';
import { NUMBER_ACCESS_MESSAGES, NUMBER_TAKEN } from '@fondly/contract';
import { SignupProblem } from './signup-problem';

// A signup refused because another family holds the number (decision 126) offers "Ask for
// access", sent in the name and email typed in the form. The network is the only stand-in.
const numberTaken = () => {
  const body = { error: { code: 'conflict', message: NUMBER_TAKEN, fields: { recipientPhone: NUMBER_TAKEN } } };
  return new ApiError(409, body, JSON.stringify(body), 'Conflict');
};
const asker = { name: 'Sam Okafor', email: 'sam@example.com', phone: '(212) 555-0123' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a number another family holds', () => {
  it('says so and sends an access request in the form\'s name', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: NUMBER_ACCESS_MESSAGES.sent }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter>
        <SignupProblem error={numberTaken()} asker={asker} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(NUMBER_TAKEN);
    expect(screen.queryByRole('link', { name: 'Sign in to your account' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'She is my grandmother.' } });
    fireEvent.click(screen.getByRole('button', { name: NUMBER_ACCESS_MESSAGES.button }));
    await waitFor(() => expect(screen.getByText(NUMBER_ACCESS_MESSAGES.sent)).toBeTruthy());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/number-access-requests');
    expect(JSON.parse(String(init.body))).toEqual({ ...asker, message: 'She is my grandmother.' });
  });
});
