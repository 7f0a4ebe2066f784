import { describe, expect, it } from 'vitest';
import { pitchFrequency } from './pitch.ts';
import { BACKGROUND_SCORE, parseBar } from './score.ts';

const sumBeats = (bar: { beats: number }[]) => bar.reduce((total, note) => total + note.beats, 0);

describe('the background score', () => {
  const { voices, beatsPerBar, bpm } = BACKGROUND_SCORE;

  it('is a 4/4 loop of 16 to 32 bars at 90-110 bpm', () => {
    expect(beatsPerBar).toBe(4);
    expect(bpm).toBeGreaterThanOrEqual(90);
    expect(bpm).toBeLessThanOrEqual(110);
    for (const voice of voices) {
      expect(voice.bars.length).toBeGreaterThanOrEqual(16);
      expect(voice.bars.length).toBeLessThanOrEqual(32);
    }
  });

  it('has a melody, a bass and ticks, all of the same length', () => {
    expect(voices.map((voice) => voice.instrument).sort()).toEqual(['bass', 'musicBox', 'tick']);
    const barCounts = new Set(voices.map((voice) => voice.bars.length));
    expect(barCounts.size).toBe(1);
  });

  it('fills every bar of every voice exactly, so the loop closes without a gap or overlap', () => {
    for (const voice of voices) {
      voice.bars.forEach((bar, index) => {
        expect(sumBeats(bar), `${voice.instrument} bar ${index + 1}`).toBe(beatsPerBar);
      });
    }
  });

  it('stays in C major (no sharps or flats) and only uses pitches it can play', () => {
    for (const voice of voices) {
      for (const note of voice.bars.flat()) {
        if (note.pitch === null) continue;
        expect(note.pitch).toMatch(/^[A-G]\d$/);
        expect(pitchFrequency(note.pitch)).toBeGreaterThan(40);
        expect(pitchFrequency(note.pitch)).toBeLessThan(5_000);
      }
    }
  });

  it('ends the melody on the home note, C', () => {
    const melody = voices.find((voice) => voice.instrument === 'musicBox');
    const lastSounding = melody?.bars
      .flat()
      .filter((note) => note.pitch !== null)
      .at(-1);
    expect(lastSounding?.pitch).toMatch(/^C/);
  });
});

describe('parseBar', () => {
  it('reads pitches, rests and dotted durations', () => {
    expect(parseBar('C6:h. r:q')).toEqual([
      { pitch: 'C6', beats: 3 },
      { pitch: null, beats: 1 },
    ]);
    expect(parseBar(' E5:e  G5:s ')).toEqual([
      { pitch: 'E5', beats: 0.5 },
      { pitch: 'G5', beats: 0.25 },
    ]);
  });

  it('refuses notes it cannot read instead of silently changing the rhythm', () => {
    expect(() => parseBar('C5:x')).toThrow("Unreadable note 'C5:x'");
    expect(() => parseBar('C5')).toThrow();
  });
});
