import { describe, expect, it } from 'vitest';
import { BACKGROUND_SCORE, parseBar, type Score } from './score.ts';
import {
  START_CURSOR,
  buildTimeline,
  loopSeconds,
  secondsPerBeat,
  takeDueNotes,
  type ScheduledNote,
  type Timeline,
} from './timeline.ts';

/** Two bars at 120 bpm (half a second a beat): easy numbers to reason about. */
const TINY: Score = {
  title: 'test',
  bpm: 120,
  beatsPerBar: 4,
  voices: [
    { instrument: 'musicBox', bars: [parseBar('C5:h r:q E5:q'), parseBar('G5:w')] },
    { instrument: 'bass', bars: [parseBar('C3:w'), parseBar('r:h G2:h')] },
  ],
};

/** Runs the scheduler the way the player does: a horizon moving forward in small steps. */
function scheduleInSteps(timeline: Timeline, origin: number, until: number, step: number) {
  let cursor = START_CURSOR;
  const notes: ScheduledNote[] = [];
  for (let horizon = origin; horizon <= until + 1e-9; horizon += step) {
    const due = takeDueNotes(timeline, cursor, origin, horizon);
    notes.push(...due.notes);
    cursor = due.cursor;
  }
  return notes;
}

describe('buildTimeline', () => {
  it('places each sounding note at its beat, leaves rests out, and sorts by start', () => {
    const timeline = buildTimeline(TINY);
    expect(timeline.loopBeats).toBe(8);
    expect(timeline.secondsPerBeat).toBe(0.5);
    expect(
      timeline.events.map((event) => [event.instrument, event.startBeat, event.beats]),
    ).toEqual([
      ['musicBox', 0, 2],
      ['bass', 0, 4],
      ['musicBox', 3, 1],
      ['musicBox', 4, 4],
      ['bass', 6, 2],
    ]);
    expect(timeline.events[0]?.frequency).toBeCloseTo(523.251, 3);
  });

  it('makes the background loop 16 bars long: 38.4 seconds at 100 bpm', () => {
    const timeline = buildTimeline(BACKGROUND_SCORE);
    expect(secondsPerBeat(100)).toBeCloseTo(0.6, 12);
    expect(timeline.loopBeats).toBe(64);
    expect(loopSeconds(timeline)).toBeCloseTo(38.4, 9);
  });
});

describe('takeDueNotes', () => {
  const timeline = buildTimeline(TINY);

  it('hands over only the notes starting before the horizon, converted to seconds', () => {
    const first = takeDueNotes(timeline, START_CURSOR, 10, 11.6);
    expect(first.notes.map((note) => [note.when, note.durationSeconds])).toEqual([
      [10, 1],
      [10, 2],
      [11.5, 0.5],
    ]);
    expect(first.cursor).toEqual({ index: 3, loop: 0 });

    const nothingYet = takeDueNotes(timeline, first.cursor, 10, 11.9);
    expect(nothingYet.notes).toEqual([]);
    expect(nothingYet.cursor).toEqual(first.cursor);
  });

  it('wraps into the next loop exactly one loop length later', () => {
    const { notes, cursor } = takeDueNotes(timeline, START_CURSOR, 2, 6.01);
    expect(notes.map((note) => note.when)).toEqual([2, 2, 3.5, 4, 5, 6, 6]);
    expect(cursor).toEqual({ index: 2, loop: 1 });
  });

  it('schedules every note exactly once however finely the horizon advances', () => {
    const origin = 3.25;
    const inOneGo = takeDueNotes(timeline, START_CURSOR, origin, origin + 3 * 4).notes;
    for (const step of [0.025, 0.1, 0.37]) {
      const stepped = scheduleInSteps(timeline, origin, origin + 3 * 4 - 1e-6, step);
      expect(stepped.map((note) => note.when)).toEqual(inOneGo.map((note) => note.when));
    }
  });

  it('keeps the background loop seamless: loop n starts at origin + n loop lengths', () => {
    const background = buildTimeline(BACKGROUND_SCORE);
    const length = loopSeconds(background);
    const notes = scheduleInSteps(background, 0, 3 * length - 0.01, 0.1);
    expect(notes.length).toBe(background.events.length * 3);
    for (const loop of [0, 1, 2]) {
      const loopNotes = notes.slice(loop * background.events.length);
      expect(loopNotes[0]?.when).toBeCloseTo(loop * length, 9);
    }
    // The last note of each loop ends no later than where the next loop begins.
    const lastEnd = Math.max(
      ...notes.filter((note) => note.when < length).map((note) => note.when + note.durationSeconds),
    );
    expect(lastEnd).toBeLessThanOrEqual(length + 1e-9);
  });

  it('does nothing with an empty timeline', () => {
    const empty: Timeline = { events: [], loopBeats: 0, secondsPerBeat: 0.5 };
    expect(takeDueNotes(empty, START_CURSOR, 0, 100)).toEqual({ notes: [], cursor: START_CURSOR });
  });
});
