import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Start Free 7-Day Trial' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Try a Sample Call' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to Dashboard' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Cancel Plan' } };
export const Large: Story = { args: { size: 'lg' } };
export const Loading: Story = { args: { loading: true, loadingText: 'Setting up...', children: 'Complete Setup' } };
export const Disabled: Story = { args: { disabled: true, children: 'Request Payout' } };
export const AsLink: Story = { args: { href: '/simple-onboarding?plan=free' } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      {(['primary', 'secondary', 'ghost', 'destructive'] as const).map((variant) =>
        (['md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
};
