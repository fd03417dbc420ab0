import type { Preview } from '@storybook/react-vite';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
// The portal's page frame (.don-page, .don-login, .don-banners), so screens look as in the app.
import '../app/app.css';
import { installBundledDocuments } from '../app/documents/bundled';
import { STORY_ROLES, STORY_VARIANT_CLIENTS, withExplainMode, withProfile, withStoryApi } from '../app/storybook';
import { explainTexts } from '../engine/core';

// Stories have no server: the portal's documents (its profile among them) come straight from the files (fixtures), before
// any story renders, and /api answers from fixtures (withStoryApi; a story's own fixture decorator takes precedence).
installBundledDocuments();

/**
 * Global story settings: Blueprint styles, the portal's page frame, a toolbar to see every screen under another role
 * and variant (app/storybook withPortal applies them; 'Story' keeps the story's own account and client), and the toggle
 * 'Warum?' (explain mode on every screen); every story gets the portal's profile (withProfile) and its /api served
 * offline from fixtures.
 */
const preview: Preview = {
  parameters: { layout: 'padded' },
  globalTypes: {
    rolle: {
      description: 'Rolle',
      toolbar: {
        title: 'Rolle',
        icon: 'user',
        dynamicTitle: true,
        items: [
          { value: 'story', title: 'Rolle der Story' },
          ...Object.keys(STORY_ROLES).map((value) => ({ value, title: value })),
        ],
      },
    },
    variante: {
      description: 'Variante',
      toolbar: {
        title: 'Variante',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'story', title: 'Variante der Story' },
          ...Object.keys(STORY_VARIANT_CLIENTS).map((value) => ({ value, title: value })),
        ],
      },
    },
    warum: {
      description: explainTexts.ui.toggle,
      toolbar: {
        title: explainTexts.ui.toggle,
        icon: 'question',
        dynamicTitle: false,
        items: [
          { value: 'aus', title: `${explainTexts.ui.toggle} ${explainTexts.no}` },
          { value: 'an', title: `${explainTexts.ui.toggle} ${explainTexts.yes}` },
        ],
      },
    },
  },
  initialGlobals: { rolle: 'story', variante: 'story', warum: 'aus' },
  decorators: [withExplainMode, withProfile, withStoryApi],
};
export default preview;
