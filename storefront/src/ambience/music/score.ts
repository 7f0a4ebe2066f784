// "Strawberry Music Box": the site's own background loop, written as data so no audio file is
// shipped or decoded. C major, 100 bpm, 4/4, 16 bars in an A A' B A'' shape:
//   C | Am | F | G || C | Am | F G | C || F | G | Em Am | Dm G || C | Am | F G | C
// A music-box melody over a soft bass of roots and fifths, with little clockwork ticks.

export type Instrument = 'musicBox' | 'bass' | 'tick';

export interface ScoreNote {
  /** Scientific pitch ('C5', 'F#4', 'Bb3'), or null for a rest. */
  pitch: string | null;
  beats: number;
}

export interface Voice {
  instrument: Instrument;
  bars: ScoreNote[][];
}

export interface Score {
  title: string;
  bpm: number;
  beatsPerBar: number;
  voices: Voice[];
}

const DURATIONS: Record<string, number> = { w: 4, 'h.': 3, h: 2, 'q.': 1.5, q: 1, e: 0.5, s: 0.25 };

/** One bar from a compact notation: 'E5:q G5:e r:e' (r is a rest; w h q e s, with . dotted). */
export function parseBar(notation: string): ScoreNote[] {
  return notation
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [pitch = '', duration = ''] = token.split(':');
      const beats = DURATIONS[duration];
      if (beats === undefined || pitch === '') throw new Error(`Unreadable note '${token}'`);
      return { pitch: pitch === 'r' ? null : pitch, beats };
    });
}

const bars = (...notations: string[]) => notations.map(parseBar);

const MELODY = bars(
  // A: the tune
  'E5:q G5:e E5:e C6:q G5:q',
  'A5:q G5:e E5:e C5:h',
  'F5:e G5:e A5:q C6:e A5:e G5:q',
  'B5:q A5:e G5:e D5:h',
  // A': it climbs and comes home
  'E5:q G5:e E5:e C6:q E6:q',
  'D6:e C6:e A5:q E5:q A5:q',
  'C6:e A5:e F5:q B5:e A5:e G5:q',
  'C6:h. r:q',
  // B: a brighter middle
  'A5:q A5:e C6:e F6:q C6:q',
  'B5:q B5:e D6:e G6:q D6:q',
  'G5:e B5:e E6:q A5:e C6:e E6:q',
  'F6:e E6:e D6:q B5:q G5:q',
  // A'': the tune again, resolving with a breath before the loop
  'E5:q G5:e E5:e C6:q G5:q',
  'A5:q C6:e B5:e A5:q E5:q',
  'F5:e A5:e C6:q D6:e C6:e B5:q',
  'C6:q G5:e E5:e C5:q r:q',
);

const BASS = bars(
  'C3:h G2:h',
  'A2:h E3:h',
  'F2:h C3:h',
  'G2:h D3:h',
  'C3:h G2:h',
  'A2:h E3:h',
  'F2:h G2:h',
  'C3:h G2:h',
  'F2:h C3:h',
  'G2:h D3:h',
  'E3:h A2:h',
  'D3:h G2:h',
  'C3:h G2:h',
  'A2:h E3:h',
  'F2:h G2:h',
  'C3:h G2:h',
);

/** Tick on the off-beats, a lower tock on beats two and four, like a music box's clockwork. */
const CLOCKWORK = 'r:e E7:e A6:e E7:e r:e E7:e A6:e E7:e';
const CLOCKWORK_WINDING_DOWN = 'r:e E7:e A6:e E7:e r:e E7:e r:q';

const TICKS = bars(...Array.from({ length: 15 }, () => CLOCKWORK), CLOCKWORK_WINDING_DOWN);

export const BACKGROUND_SCORE: Score = {
  title: 'Strawberry Music Box',
  bpm: 100,
  beatsPerBar: 4,
  voices: [
    { instrument: 'musicBox', bars: MELODY },
    { instrument: 'bass', bars: BASS },
    { instrument: 'tick', bars: TICKS },
  ],
};
