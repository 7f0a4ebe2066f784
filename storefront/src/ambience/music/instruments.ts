// How each voice of the score sounds: plain oscillators with gentle envelopes. Every note builds
// its own short-lived nodes and lets go of them when it has finished ringing.

import type { Instrument } from './score.ts';
import type { ScheduledNote } from './timeline.ts';

type Voicing = (context: BaseAudioContext, output: AudioNode, note: ScheduledNote) => void;

/** Exponential ramps cannot start or end at zero; this is silence for the ear. */
const SILENT = 0.0001;

function soundPartials(
  context: BaseAudioContext,
  envelope: GainNode,
  partials: { type: OscillatorType; ratio: number; level: number }[],
  frequency: number,
  from: number,
  until: number,
): void {
  partials.forEach(({ type, ratio, level }, index) => {
    const oscillator = context.createOscillator();
    const partialGain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency * ratio;
    partialGain.gain.value = level;
    oscillator.connect(partialGain).connect(envelope);
    oscillator.start(from);
    oscillator.stop(until);
    if (index === 0) oscillator.onended = () => envelope.disconnect();
  });
}

/** A plucked comb tooth: a quick strike and a long bell-like ring (fundamental plus overtones). */
const musicBox: Voicing = (context, output, { frequency, when, durationSeconds }) => {
  const ringUntil = when + Math.max(durationSeconds * 1.6, 0.9);
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(SILENT, when);
  envelope.gain.exponentialRampToValueAtTime(0.34, when + 0.006);
  envelope.gain.exponentialRampToValueAtTime(SILENT, ringUntil);
  envelope.connect(output);
  const partials = [
    { type: 'sine' as const, ratio: 1, level: 1 },
    { type: 'sine' as const, ratio: 2, level: 0.2 },
    { type: 'triangle' as const, ratio: 3, level: 0.06 },
  ];
  soundPartials(context, envelope, partials, frequency, when, ringUntil + 0.02);
};

/** A round, soft bass: slow attack, held, then a short release. */
const bass: Voicing = (context, output, { frequency, when, durationSeconds }) => {
  const releaseAt = when + durationSeconds * 0.9;
  const endAt = releaseAt + 0.18;
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(SILENT, when);
  envelope.gain.exponentialRampToValueAtTime(0.3, when + 0.04);
  envelope.gain.exponentialRampToValueAtTime(0.18, releaseAt);
  envelope.gain.exponentialRampToValueAtTime(SILENT, endAt);
  envelope.connect(output);
  const partials = [
    { type: 'triangle' as const, ratio: 1, level: 1 },
    { type: 'sine' as const, ratio: 2, level: 0.25 },
  ];
  soundPartials(context, envelope, partials, frequency, when, endAt + 0.02);
};

/** A tiny high blip, like clockwork inside the box. */
const tick: Voicing = (context, output, { frequency, when }) => {
  const endAt = when + 0.045;
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(SILENT, when);
  envelope.gain.exponentialRampToValueAtTime(0.07, when + 0.002);
  envelope.gain.exponentialRampToValueAtTime(SILENT, endAt);
  envelope.connect(output);
  soundPartials(context, envelope, [{ type: 'sine', ratio: 1, level: 1 }], frequency, when, endAt);
};

const VOICINGS: Record<Instrument, Voicing> = { musicBox, bass, tick };

export function playNote(context: BaseAudioContext, output: AudioNode, note: ScheduledNote): void {
  VOICINGS[note.instrument](context, output, note);
}
