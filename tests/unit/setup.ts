import { installBundledDocuments } from '../../app/documents/bundled';

// Component tests have no server: the portal's documents come straight from the files, before any page module loads.
installBundledDocuments();
