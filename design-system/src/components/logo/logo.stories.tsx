import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Logo, LOGO_SIZES, LOGO_VARIANTS } from './logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  argTypes: {
    size: { control: 'inline-radio', options: LOGO_SIZES },
    variant: { control: 'inline-radio', options: LOGO_VARIANTS },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { variant: 'default', size: 'lg' } };
export const Monochrome: Story = { args: { variant: 'monochrome', size: 'lg' } };
export const Light: Story = {
  args: { variant: 'light', size: 'lg' },
  globals: { backgrounds: { value: 'dark' } },
};
export const MarkOnly: Story = { args: { size: 'xl', withWordmark: false } };
export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg' } };
export const ExtraLarge: Story = { args: { size: 'xl' } };

/** The /logo-showcase grid: every size in every variant. */
export const Showcase: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {LOGO_VARIANTS.map((variant) => (
        <div
          key={variant}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '2rem',
            flexWrap: 'wrap',
            padding: '1.5rem',
            borderRadius: '1rem',
            background: variant === 'light' ? '#0b5d5e' : '#ffffff',
            color: variant === 'monochrome' ? '#2b211b' : undefined,
          }}
        >
          {LOGO_SIZES.map((size) => (
            <Logo key={size} size={size} variant={variant} />
          ))}
        </div>
      ))}
    </div>
  ),
};
