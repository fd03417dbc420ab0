import type { Preview } from '@storybook/react-vite';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
// The portal's page frame (.don-page, .don-login, .don-banners), so screens look as in the app.
import '../app/app.css';
import { installBundledDocuments } from '../app/documents/bundled';
import { withExplainMode } from '../app/storybook';
import { explainTexts } from '../engine/core';

// Stories have no server: the portal's documents come straight from the files (fixtures), before any story renders.
installBundledDocuments();

/** Global story settings: Blueprint styles, the portal's page frame and the toolbar toggle 'Warum?' (explain mode on every screen). */
const preview: Preview = {
  parameters: { layout: 'padded' },
  globalTypes: {
    warum: {
      description: explainTexts.ui.toggle,
      toolbar: {
        title: explainTexts.ui.toggle, icon: 'question', dynamicTitle: false,
        items: [{ value: 'aus', title: `${explainTexts.ui.toggle} ${explainTexts.no}` }, { value: 'an', title: `${explainTexts.ui.toggle} ${explainTexts.yes}` }],
      },
    },
  },
  initialGlobals: { warum: 'aus' },
  decorators: [withExplainMode],
};
export default preview;
