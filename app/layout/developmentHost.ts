// The server decides the same for the workbench's calls: one rule for both (schemas/config).
export { isDevelopmentHost } from '../../schemas/config';
