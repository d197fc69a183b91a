import { describe, expect, it } from 'vitest';
import { fitLeanField, type LeanSample } from './lean-field';

const line = (x: number, y: number, lean: number, weight = 400): LeanSample => ({ x, y, lean, height: 40, weight });

describe('fitLeanField', () => {
  it('fits a keystone: the far lines lean one way, the near ones the other', () => {
    // Lean growing 1° every 100 px down the page, level in its middle.
    const lines = [100, 200, 300, 400, 500, 600, 700].map((y) => line(500, y, (y - 400) / 100));
    const field = fitLeanField(lines)!;
    expect(field(500, 100)).toBeCloseTo(-3, 0);
    expect(field(500, 700)).toBeCloseTo(3, 0);
    // A short line between two long ones takes the page's lean there, not its own.
    expect(field(300, 250)).toBeCloseTo(-1.5, 0);
  });

  it('leaves out a vertical label and an arched heading', () => {
    const lines = [100, 200, 300, 400, 500].map((y) => line(400, y, 0));
    const field = fitLeanField([...lines, line(20, 300, 90, 900), line(400, 40, 6, 600)])!;
    expect(Math.abs(field(400, 40))).toBeLessThan(0.5);
    expect(Math.abs(field(20, 300))).toBeLessThan(0.5);
  });

  it('fits no slope across a page whose lines are all centred in one column', () => {
    const lines = [line(500, 100, 2), line(502, 200, 2), line(498, 300, 2), line(501, 400, 2)];
    const field = fitLeanField(lines)!;
    expect(field(0, 250)).toBeCloseTo(2, 1);
    expect(field(1000, 250)).toBeCloseTo(2, 1);
  });

  it('says nothing from fewer than four long lines', () => {
    expect(fitLeanField([line(0, 0, 3), line(0, 100, 3), line(0, 200, 3)])).toBeNull();
  });
});
