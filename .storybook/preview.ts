import type { Preview } from '@storybook/react-vite';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
// The portal's page frame (.don-page, .don-login, .don-banners), so screens look as in the app.
import '../app/app.css';
import { installBundledDocuments } from '../app/documents/bundled';

// Stories have no server: the portal's documents come straight from the files (fixtures), before any story renders.
installBundledDocuments();

/** Global story settings: Blueprint styles and the portal's page frame. */
const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;
