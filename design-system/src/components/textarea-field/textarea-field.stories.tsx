import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextAreaField } from './textarea-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Special Instructions (Optional)', name: 'specialInstructions' },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Anything we should know, such as hearing difficulties.' } };
export const WithError: Story = { args: { label: 'Comment', error: 'Please write a few words' } };
