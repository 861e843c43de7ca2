import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Storybook's rsbuild builder reads this file; without pluginReact the stories' JSX is
// compiled without the automatic runtime and fails with "React is not defined".
export default defineConfig({
  plugins: [pluginReact()],
});
