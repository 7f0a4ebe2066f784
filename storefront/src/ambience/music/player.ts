// Plays the background score through the Web Audio API with a lookahead scheduler: a timer
// wakes every 25 ms and books the notes of the next 150 ms on the audio clock, which keeps the
// timing exact even when the main thread is busy. The AudioContext is made on the first start
// (browsers allow sound only after the visitor has interacted with the page).

import { playNote } from './instruments.ts';
import { BACKGROUND_SCORE } from './score.ts';
import { START_CURSOR, buildTimeline, takeDueNotes, type Timeline } from './timeline.ts';

export const MASTER_GAIN = 0.15;
export const LOW_PASS_HZ = 2_400;
const SCHEDULE_EVERY_MS = 25;
const LOOKAHEAD_SECONDS = 0.15;
/** A little room before the first note, so it is never booked in the past. */
const START_DELAY_SECONDS = 0.08;
const FADE_OUT_SECONDS = 0.12;
/** After stopping, the context sleeps so an idle tab does not keep the audio device busy. */
const SUSPEND_AFTER_MS = 500;

export interface MusicPlayer {
  /** Starts the loop from its first bar; while playing, only wakes a suspended audio clock. */
  start(): void;
  stop(): void;
  isPlaying(): boolean;
}

type CreateContext = () => AudioContext | null;

const browserContext: CreateContext = () =>
  typeof AudioContext === 'undefined' ? null : new AudioContext();

interface Output {
  context: AudioContext;
  /** Where every session connects: a soft low-pass into the master gain. */
  input: AudioNode;
}

function createOutput(context: AudioContext): Output {
  const lowPass = context.createBiquadFilter();
  lowPass.type = 'lowpass';
  lowPass.frequency.value = LOW_PASS_HZ;
  lowPass.Q.value = 0.5;
  const master = context.createGain();
  master.gain.value = MASTER_GAIN;
  lowPass.connect(master).connect(context.destination);
  return { context, input: lowPass };
}

export function createMusicPlayer(
  timeline: Timeline = buildTimeline(BACKGROUND_SCORE),
  createContext: CreateContext = browserContext,
): MusicPlayer {
  let output: Output | null = null;
  let scheduler: ReturnType<typeof setInterval> | undefined;
  let suspendTimer: ReturnType<typeof setTimeout> | undefined;
  /** Each start plays into its own gain, so stopping can fade out what is already booked. */
  let session: GainNode | null = null;

  const ensureOutput = (): Output | null => {
    if (output) return output;
    const context = createContext();
    output = context && createOutput(context);
    return output;
  };

  return {
    start() {
      const ready = ensureOutput();
      if (!ready) return;
      const { context, input } = ready;
      clearTimeout(suspendTimer);
      // Resuming is what needs the visitor's gesture; asking again on a later gesture is how a
      // start that came too early still ends up audible.
      if (context.state !== 'running') void context.resume();
      if (scheduler !== undefined) return;

      const sessionGain = context.createGain();
      sessionGain.connect(input);
      session = sessionGain;
      const origin = context.currentTime + START_DELAY_SECONDS;
      let cursor = START_CURSOR;
      const bookDueNotes = () => {
        const now = context.currentTime;
        const due = takeDueNotes(timeline, cursor, origin, now + LOOKAHEAD_SECONDS);
        cursor = due.cursor;
        // After the timer was held up (a frozen tab), late notes are dropped, not crammed in.
        for (const note of due.notes) if (note.when >= now) playNote(context, sessionGain, note);
      };
      bookDueNotes();
      scheduler = setInterval(bookDueNotes, SCHEDULE_EVERY_MS);
    },

    stop() {
      if (scheduler === undefined || !output || !session) return;
      clearInterval(scheduler);
      scheduler = undefined;
      const { context } = output;
      const fading = session;
      session = null;
      fading.gain.setTargetAtTime(0, context.currentTime, FADE_OUT_SECONDS / 3);
      setTimeout(() => fading.disconnect(), FADE_OUT_SECONDS * 1_000 * 2);
      suspendTimer = setTimeout(() => void context.suspend(), SUSPEND_AFTER_MS);
    },

    isPlaying: () => scheduler !== undefined,
  };
}

let backgroundPlayer: MusicPlayer | null = null;

/** The one player of the page, shared by every toggle so the music survives navigation. */
export function backgroundMusic(): MusicPlayer {
  backgroundPlayer ??= createMusicPlayer();
  return backgroundPlayer;
}
