import { axisFor, band, niceStep } from './chart';

describe('trend chart scaling', () => {
  it('picks steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(1000, 4)).toBe(500);
    expect(niceStep(130_000, 4)).toBe(50_000);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0, 4, 100)).toBe(100);
    expect(niceStep(3, 4, 100)).toBe(100);
  });

  it('holds every value and zero, ending on whole steps', () => {
    const axis = axisFor([120_000, 35_000, 0], 4);
    expect(axis.low).toBe(0);
    expect(axis.high).toBe(150_000);
    expect(axis.ticks).toEqual([0, 50_000, 100_000, 150_000]);
    expect(axis.at(150_000)).toBe(0);
    expect(axis.at(0)).toBe(1);
    expect(axis.at(75_000)).toBe(0.5);
  });

  it('reaches below zero for a team that lost', () => {
    const axis = axisFor([40_000, -25_000], 4);
    expect(axis.low).toBe(-40_000);
    expect(axis.high).toBe(40_000);
    expect(axis.ticks).toContain(0);
    expect(axis.at(0)).toBe(0.5);
  });

  it('still draws an axis when every day is zero', () => {
    const axis = axisFor([0, 0, 0], 4, 100);
    expect(axis.low).toBe(0);
    expect(axis.high).toBe(100);
    expect(axis.ticks).toEqual([0, 100]);
    expect(Number.isFinite(axis.at(0))).toBe(true);
  });

  it('only loses: zero stays the top', () => {
    const axis = axisFor([-900, -300], 3);
    expect(axis.high).toBe(0);
    expect(axis.low).toBe(-1000);
    expect(axis.at(0)).toBe(0);
  });

  it('spaces the days evenly across the width', () => {
    expect(band(0, 7, 700)).toEqual({ centre: 50, bar: 60 });
    expect(band(6, 7, 700).centre).toBe(650);
    expect(band(0, 0, 700).centre).toBe(350);
  });
});
