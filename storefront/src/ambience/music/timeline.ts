// The score laid out in time, and the pure half of the lookahead scheduler: which notes fall
// before a horizon, at which AudioContext time. The loop repeats by counting whole loops from
// one origin, so no rounding error builds up between repetitions.

import { pitchFrequency } from './pitch.ts';
import type { Instrument, Score } from './score.ts';

export interface TimelineEvent {
  instrument: Instrument;
  startBeat: number;
  beats: number;
  frequency: number;
}

export interface Timeline {
  /** Sorted by start; rests are left out. */
  events: TimelineEvent[];
  loopBeats: number;
  secondsPerBeat: number;
}

export function secondsPerBeat(bpm: number): number {
  return 60 / bpm;
}

export function buildTimeline(score: Score): Timeline {
  const events: TimelineEvent[] = [];
  for (const voice of score.voices) {
    let beat = 0;
    for (const bar of voice.bars) {
      for (const note of bar) {
        if (note.pitch !== null) {
          events.push({
            instrument: voice.instrument,
            startBeat: beat,
            beats: note.beats,
            frequency: pitchFrequency(note.pitch),
          });
        }
        beat += note.beats;
      }
    }
  }
  events.sort((a, b) => a.startBeat - b.startBeat);
  const barCount = Math.max(0, ...score.voices.map((voice) => voice.bars.length));
  return {
    events,
    loopBeats: barCount * score.beatsPerBar,
    secondsPerBeat: secondsPerBeat(score.bpm),
  };
}

export function loopSeconds(timeline: Timeline): number {
  return timeline.loopBeats * timeline.secondsPerBeat;
}

/** The next event to schedule: its index in the timeline, in which repetition of the loop. */
export interface Cursor {
  index: number;
  loop: number;
}

export const START_CURSOR: Cursor = { index: 0, loop: 0 };

export interface ScheduledNote {
  instrument: Instrument;
  frequency: number;
  /** AudioContext time, in seconds. */
  when: number;
  durationSeconds: number;
}

export function eventTime(timeline: Timeline, cursor: Cursor, originSeconds: number): number {
  const event = timeline.events[cursor.index];
  const beat = cursor.loop * timeline.loopBeats + (event?.startBeat ?? 0);
  return originSeconds + beat * timeline.secondsPerBeat;
}

/**
 * Every note starting before `horizonSeconds` from the cursor on, and the cursor after them.
 * Called every few milliseconds with a horizon a little ahead of the audio clock, it hands each
 * note over exactly once, across loop boundaries too.
 */
export function takeDueNotes(
  timeline: Timeline,
  cursor: Cursor,
  originSeconds: number,
  horizonSeconds: number,
): { notes: ScheduledNote[]; cursor: Cursor } {
  const notes: ScheduledNote[] = [];
  let { index, loop } = cursor;
  if (timeline.events.length === 0 || timeline.loopBeats <= 0) return { notes, cursor };
  for (;;) {
    const event = timeline.events[index];
    if (!event) break;
    const when = eventTime(timeline, { index, loop }, originSeconds);
    if (when >= horizonSeconds) break;
    notes.push({
      instrument: event.instrument,
      frequency: event.frequency,
      when,
      durationSeconds: event.beats * timeline.secondsPerBeat,
    });
    index += 1;
    if (index === timeline.events.length) {
      index = 0;
      loop += 1;
    }
  }
  return { notes, cursor: { index, loop } };
}
