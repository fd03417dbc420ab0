/** The order-capture document, or null before it exists; resolved by formLatency.ts's bundler alias. */
declare module 'bench-auftrag' {
  import type { ScreenDocument } from '../../../engine/core';
  const auftrag: ScreenDocument | null;
  export default auftrag;
}
