import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FieldError } from './field-error';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { children: 'Please enter a valid email' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
