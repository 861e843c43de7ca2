import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Fallback } from './fallback';

const meta = {
  title: 'Feedback/Fallback',
  component: Fallback,
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof Fallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { onRetry: () => console.info('Try again clicked') } };
export const WithoutRetry: Story = {};
export const Custom: Story = {
  args: {
    title: 'Pricing could not load',
    message: 'Our plans start at $29 a month. Please try again in a moment.',
    onRetry: () => console.info('Try again clicked'),
    retryLabel: 'Reload pricing',
  },
};
