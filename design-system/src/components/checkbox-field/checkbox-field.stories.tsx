import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Childhood memories', name: 'topics', value: 'childhood' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'School days, first friends, family homes.' } };
export const WithError: Story = { args: { error: 'Please select at least one topic' } };
export const Disabled: Story = { args: { disabled: true } };
