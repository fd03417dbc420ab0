/** An overlay that cannot be applied (an id or field it names does not exist): the message names its file, in German. */
export class OverlayError extends Error {
  override name = 'OverlayError';
}

/** What an overlay error names: the overlay's file (set by a loader), else `variants/<id>.json` by convention. */
export interface OverlaySource {
  id: string;
  file?: string;
}

/** Throws an {@link OverlayError} whose message starts with the overlay's file. */
export function overlayFail(overlay: OverlaySource, text: string): never {
  throw new OverlayError(`Overlay ${overlay.file ?? `variants/${overlay.id}.json`}: ${text}`);
}
