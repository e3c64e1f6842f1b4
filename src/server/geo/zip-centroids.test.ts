import { describe, expect, it } from 'vitest';
import { zipCentroid } from './zip-centroids.ts';

describe('zipCentroid', () => {
  it('finds the centroid of a known ZIP code, with or without its +4', async () => {
    const greenBay = await zipCentroid('54301');
    expect(greenBay?.latitude).toBeCloseTo(44.48, 1);
    expect(greenBay?.longitude).toBeCloseTo(-88.02, 1);
    expect(await zipCentroid(' 54301-1234 ')).toEqual(greenBay);
  });

  it('answers null for unknown or malformed codes', async () => {
    expect(await zipCentroid('00000')).toBeNull();
    expect(await zipCentroid('5430')).toBeNull();
    expect(await zipCentroid('abcde')).toBeNull();
    expect(await zipCentroid('')).toBeNull();
  });
});
