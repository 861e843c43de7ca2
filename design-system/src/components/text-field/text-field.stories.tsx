import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Your name', name: 'subscriberName' },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Recipient phone', type: 'tel', hint: 'For example (555) 123-4567', placeholder: '(555) 123-4567' },
};
export const WithError: Story = { args: { error: 'Your name is required' } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Margaret' } };
