import type { Preview } from '@storybook/react-vite';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';

/** Global story settings: Blueprint styles, German locale. */
const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;
