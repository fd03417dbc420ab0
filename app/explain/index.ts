export { ExplainAsProvider } from './ExplainAsProvider';
export { ExplainAsChooser } from './ExplainAsChooser';
