import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Feedback/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  // In Storybook, reloading would only restart the story; log instead.
  args: { onReload: () => console.info('Reload Page clicked') },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutLogo: Story = { args: { showLogo: false } };
