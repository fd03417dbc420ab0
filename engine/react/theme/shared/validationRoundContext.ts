import { createContext } from 'react';

/** How often the enclosing form has been submitted; 0 outside a ValidationRoundProvider. */
export const validationRoundContext = createContext(0);
