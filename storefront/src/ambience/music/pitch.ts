// Scientific pitch names to frequencies, in equal temperament tuned to A4 = 440 Hz.

const NATURAL_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const ACCIDENTALS: Record<string, number> = { '': 0, '#': 1, b: -1 };

/** 'A4' -> 440, 'C4' -> 261.63, 'F#5' -> 739.99. Throws on anything else. */
export function pitchFrequency(pitch: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(pitch);
  const natural = NATURAL_SEMITONES[match?.[1] ?? ''];
  if (!match || natural === undefined) throw new Error(`Unknown pitch '${pitch}'`);
  const semitone = natural + (ACCIDENTALS[match[2] ?? ''] ?? 0);
  const midiNumber = (Number(match[3]) + 1) * 12 + semitone;
  return 440 * 2 ** ((midiNumber - 69) / 12);
}
