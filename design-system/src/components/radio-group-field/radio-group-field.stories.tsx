import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RadioGroupField } from './radio-group-field';

const meta = {
  title: 'Forms/RadioGroupField',
  component: RadioGroupField,
  args: {
    label: 'Voice',
    name: 'voiceGender',
    defaultValue: 'female',
    options: [
      { value: 'female', label: 'Female (Warm & Caring)' },
      { value: 'male', label: 'Male (Gentle & Kind)' },
    ],
  },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithOptionHints: Story = {
  args: {
    label: 'Call frequency',
    name: 'frequency',
    defaultValue: 'weekly',
    hint: 'You can change this any time.',
    options: [
      { value: 'free', label: 'Free', hint: '1 call a month, $0' },
      { value: 'weekly', label: 'Weekly', hint: '3 calls a week, $29' },
      { value: 'daily', label: 'Daily', hint: 'Up to 30 calls a month, $59' },
    ],
  },
};
export const WithError: Story = { args: { defaultValue: undefined, error: 'Please choose a voice' } };
