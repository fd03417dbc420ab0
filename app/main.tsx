import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app.css';
import './theme/themes.css';
import { engineTexts } from '../engine/core';
import { loadDocuments } from './documents';

const root = createRoot(document.getElementById('root')!);

// The documents come from the server (no build for a changed JSON file). The pages read them when their modules are
// evaluated, so App is imported only after they are installed.
loadDocuments().then(
  async () => {
    const { App } = await import('./App');
    root.render(
      <StrictMode>
        <BrowserRouter basename="/disponent-online">
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <div role="alert">
        <NonIdealState
          icon="error"
          title={engineTexts.documentsFailedTitle}
          description={engineTexts.documentsFailed}
        />
      </div>,
    );
  },
);
