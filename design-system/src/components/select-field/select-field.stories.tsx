import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SelectField } from './select-field';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Preferred time',
    name: 'preferredTime',
    placeholder: 'Choose a time',
    options: [
      { value: 'morning', label: 'Morning (9AM-12PM)' },
      { value: 'afternoon', label: 'Afternoon (12PM-5PM)' },
      { value: 'evening', label: 'Evening (5PM-8PM)' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We call in your loved one’s local time.' } };
export const WithError: Story = { args: { error: 'Please choose a time' } };
