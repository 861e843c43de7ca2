import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: <p>Choose the days and times your loved one would like a call.</p> },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithTitle: Story = { args: { title: 'Call Scheduling' } };
export const WithIcon: Story = { args: { title: 'Story Library', icon: '📖' } };
export const WithFooter: Story = {
  args: {
    title: 'Call Scheduling',
    icon: '📞',
    footer: <Button variant="secondary">Manage Schedule</Button>,
  },
};
