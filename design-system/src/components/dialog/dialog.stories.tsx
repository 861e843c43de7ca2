import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Try a Sample Call
      </Button>
      <Dialog
        title="Call our sample line"
        description="Dial this number from any phone to hear a sample call."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button onClick={() => setOpen(false)}>Copy Number</Button>
          </>
        }
        {...props}
        open={open}
        onOpenChange={setOpen}
      >
        <p style={{ fontSize: '1.875rem', fontWeight: 700 }}>(555) 010-0000</p>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleCall: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const WithoutDescription: Story = { args: { description: undefined } };
