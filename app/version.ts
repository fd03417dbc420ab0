import { version } from '../package.json';

/** The portal version shown in the header. */
export const appVersion: string = version;
