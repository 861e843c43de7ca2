import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadingArea, Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'sm', label: 'Loading' } };
export const Medium: Story = { args: { size: 'md', label: 'Loading' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading' } };
export const Area: Story = { render: () => <LoadingArea label="Loading your dashboard…" minHeight="16rem" /> };
