import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { toast, type ToastOptions } from './toast-store';

// The Toaster itself is mounted once for every story in .storybook/preview.tsx.
function ToastDemo(options: ToastOptions) {
  return <Button onClick={() => toast(options)}>Show toast</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  parameters: { docs: { description: { component: 'Press F8 to jump to the notifications.' } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { title: 'Copied!', description: 'The number is on your clipboard.' },
};
export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Call Scheduled Successfully!',
    description: 'Your first call will be placed within 24 hours.',
  },
};
export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Error', description: 'Failed to create account. Please try again.' },
};
export const TitleOnly: Story = { args: { title: 'Payout request submitted successfully' } };
export const LongDuration: Story = {
  args: { title: 'Stays for 20 seconds', duration: 20_000 },
};
export const OneAtATime: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast({ title: 'First toast' })}>First</Button>
      <Button variant="secondary" onClick={() => toast({ title: 'Second toast replaces the first' })}>
        Second
      </Button>
    </div>
  ),
  args: { title: '' },
};
