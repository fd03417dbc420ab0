import { afterEach } from 'vitest';
import { installBundledDocuments } from '../../app/documents/bundled';

// Component tests have no server: the portal's documents come straight from the files, before any page module loads.
installBundledDocuments();

// A capture form's draft lives in the browser's storage; one test's typing must not be offered to the next test's form.
afterEach(() => {
  if (typeof localStorage === 'undefined') return;
  for (const key of Object.keys(localStorage)) if (key.startsWith('entwurf.')) localStorage.removeItem(key);
});
