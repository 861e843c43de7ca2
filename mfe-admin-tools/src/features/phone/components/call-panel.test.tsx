// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneCall } from '../use-phone';
import { CallPanel } from './call-panel';

afterEach(cleanup);

const noop = () => {};
const line = { media: noop, words: noop };
const show = (call: PhoneCall, onHangup = noop) =>
  render(
    <CallPanel call={call} speaking={false} onAnswer={noop} onDecline={noop} onHangup={onHangup} onStartSpeaking={noop} onSay={noop} line={line} onKey={noop} onDismiss={noop} />,
  );

describe('a call on the simulated phone once a family member has joined (pressed 1)', () => {
  it('says who is on the line, not "Call ended", and can be hung up', () => {
    const hangup = vi.fn();
    show({ callId: 'alert-1', recipientName: 'Fondly alert', phone: '', state: 'joined', joinedWith: 'Margaret', lines: [{ speaker: 'companion', text: 'Connecting you to Margaret now.', at: '2026-11-28T03:00:00Z' }] }, hangup);
    expect(screen.getByRole('heading').textContent).toBe('On the line with Margaret');
    expect(screen.queryByText('Call ended')).toBeNull();
    expect(screen.getByTestId('joined-note').textContent).toContain('you are both on the line');
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(hangup).toHaveBeenCalledTimes(1);
  });

  it("her side says her family is on the line", () => {
    show({ callId: 'c1', recipientName: 'Margaret', phone: '', state: 'joined', joinedWith: 'your family', lines: [] });
    expect(screen.getByRole('heading').textContent).toBe('On the line with your family');
  });
});
