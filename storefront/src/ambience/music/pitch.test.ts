import { expect, it } from 'vitest';
import { pitchFrequency } from './pitch.ts';

it('tunes A4 to 440 Hz and doubles per octave', () => {
  expect(pitchFrequency('A4')).toBe(440);
  expect(pitchFrequency('A5')).toBeCloseTo(880, 6);
  expect(pitchFrequency('A2')).toBeCloseTo(110, 6);
});

it('places naturals and accidentals by equal temperament', () => {
  expect(pitchFrequency('C4')).toBeCloseTo(261.626, 3);
  expect(pitchFrequency('E7')).toBeCloseTo(2637.02, 2);
  expect(pitchFrequency('F#5')).toBeCloseTo(739.989, 3);
  expect(pitchFrequency('Gb5')).toBeCloseTo(pitchFrequency('F#5'), 9);
  expect(pitchFrequency('B3')).toBeCloseTo(pitchFrequency('C4') / 2 ** (1 / 12), 9);
});

it('rejects names that are not pitches', () => {
  for (const name of ['H4', 'C', 'c4', 'C##4', '']) {
    expect(() => pitchFrequency(name)).toThrow('Unknown pitch');
  }
});
