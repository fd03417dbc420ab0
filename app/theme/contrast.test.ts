import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';

describe('WCAG 2.1 contrast', () => {
  it('reads #rgb, #rrggbb, #rrggbbaa and rgb()', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#B45309')).toEqual([180, 83, 9]);
    expect(parseColor('#1c254180')).toEqual([28, 37, 65]);
    expect(parseColor('rgb(45, 114, 210)')).toEqual([45, 114, 210]);
    expect(parseColor('var(--x)')).toBeNull();
  });

  it('gives 21:1 for black on white and the published 4.54:1 for #767676', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#767676')!, [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColor('#777777')!, [255, 255, 255])).toBeLessThan(4.5);
  });
});
