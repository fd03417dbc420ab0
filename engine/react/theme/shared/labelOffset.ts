/**
 * Height of a Blueprint FormGroup label (one 18px line plus 4px margin): row buttons beside labelled inputs move
 * down by it to line up with the inputs.
 */
export const LABEL_OFFSET = 22;
