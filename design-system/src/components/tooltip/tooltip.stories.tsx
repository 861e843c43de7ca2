import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Change the days and times of calls',
    children: <Button variant="secondary">Manage Schedule</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '4rem 2rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Bottom: Story = { args: { side: 'bottom' } };

/** Hover one, then quickly the next: within 300 ms the next opens without waiting. */
export const SkipDelayToolbar: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Tooltip content="Manage Schedule">
        <Button variant="secondary">Schedule</Button>
      </Tooltip>
      <Tooltip content="Browse Stories">
        <Button variant="secondary">Stories</Button>
      </Tooltip>
      <Tooltip content="View History">
        <Button variant="secondary">History</Button>
      </Tooltip>
    </div>
  ),
};
