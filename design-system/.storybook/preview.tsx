import type { Preview } from 'storybook-react-rsbuild';
import { Toaster } from '../src/components/toast/toaster';
import '../src/styles/index.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        page: { name: 'Page (warm off-white)', value: '#fbf7f1' },
        surface: { name: 'Surface (white)', value: '#ffffff' },
        dark: { name: 'Dark teal', value: '#0b5d5e' },
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
  // One Toaster for every story, as the shell mounts one for the whole page.
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
};

export default preview;
