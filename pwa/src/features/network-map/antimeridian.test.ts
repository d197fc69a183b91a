import { describe, expect, it } from 'vitest';
import { joinAcrossAntimeridian } from './antimeridian';

const W = 360; // degrees stand in for metres: the rule only needs the world's width

describe('joinAcrossAntimeridian', () => {
  it('leaves a polygon that stays on one side as it is', () => {
    const india = [[[68, 8], [97, 8], [97, 35], [68, 35], [68, 8]]];
    expect(joinAcrossAntimeridian([india], W)).toEqual([india]);
  });

  it('moves an island across the antimeridian to one side, and draws it a world west too', () => {
    // Fiji's big island, as world-atlas keeps it: from 179° east to 179° west and back.
    const fiji = [[[179, -16], [-179, -16], [-179, -17], [179, -17], [179, -16]]];
    const [east, west] = joinAcrossAntimeridian([fiji], W);
    expect(east).toEqual([[[179, -16], [181, -16], [181, -17], [179, -17], [179, -16]]]);
    expect(west).toEqual([[[-181, -16], [-179, -16], [-179, -17], [-181, -17], [-181, -16]]]);
  });

  it('leaves a ring around a pole, which crosses once', () => {
    const antarctica = [[[-180, -80], [0, -70], [180, -80], [-180, -90], [-180, -80]]];
    expect(joinAcrossAntimeridian([antarctica], W)).toEqual([antarctica]);
  });
});
