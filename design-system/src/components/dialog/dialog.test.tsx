import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function SampleCallDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Try a Sample Call
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Call our sample line"
        description="Dial this number from any phone."
        closeLabel="Close dialog"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
            <button type="button">Copy Number</button>
          </>
        }
      >
        <p>(555) 010-0000</p>
      </Dialog>
    </>
  );
}

function openDialog() {
  render(<SampleCallDialog />);
  const trigger = screen.getByRole('button', { name: 'Try a Sample Call' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<SampleCallDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal labelled by its title and described by its description', () => {
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Call our sample line' })).toBe(dialog);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dial this number from any phone.',
    );
  });

  it('moves focus into the dialog when it opens', () => {
    const { dialog } = openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Close');
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { trigger, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from the X button', () => {
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab inside the dialog', () => {
    const { dialog } = openDialog();
    const buttons = Array.from(dialog.querySelectorAll('button'));
    const last = buttons[buttons.length - 1]!;
    const first = buttons[0]!;

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes when the backdrop is clicked', () => {
    const { dialog } = openDialog();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
