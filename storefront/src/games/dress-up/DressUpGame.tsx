// The doll dress-up game: the doll on her stage, the wardrobe, and the
// Randomize / Reset / Save as picture / Back to Games buttons. Mounted by the /games page.

import { useId, useRef, useState } from 'react';
import {
  chooseOption,
  randomizeOutfit,
  resetOutfit,
  type DressUpSlot,
  type Outfit,
} from '@kawaii/shared';
import { SparklesIcon } from '../../ui/KawaiiIcons.tsx';
import { Doll } from './Doll.tsx';
import { Wardrobe } from './Wardrobe.tsx';
import { OPTION_COUNTS } from './catalogue.ts';
import { dollLabel } from './doll-label.ts';
import { saveDollPicture } from './save-picture.ts';
import './dress-up.css';

export interface DressUpGameProps {
  /** Leaves the game ('Back to Games'). */
  onBack: () => void;
  /** Randomize's source of chance; Math.random unless a test pins it. */
  random?: () => number;
}

export function DressUpGame({ onBack, random = Math.random }: DressUpGameProps) {
  const titleId = useId();
  const dollRef = useRef<SVGSVGElement>(null);
  const [outfit, setOutfit] = useState<Outfit>(resetOutfit);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const choose = (slot: DressUpSlot, option: number) =>
    setOutfit((current) => chooseOption(current, slot, option));

  const savePicture = async () => {
    if (!dollRef.current) return;
    setSaving(true);
    setSaveError(null);
    try {
      await saveDollPicture(dollRef.current);
    } catch {
      setSaveError('Sorry, the picture could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="dress-up" aria-labelledby={titleId}>
      <div className="dress-up__top">
        <button type="button" className="button button--ghost dress-up__back" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to Games
        </button>
        <h2 className="dress-up__title" id={titleId}>
          Dress-Up Doll
        </h2>
      </div>

      <div className="dress-up__layout">
        <div className="dress-up__stage">
          <Doll ref={dollRef} outfit={outfit} />
          <div className="dress-up__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setOutfit(randomizeOutfit(OPTION_COUNTS, random))}
            >
              <SparklesIcon /> Randomize
            </button>
            <button
              type="button"
              className="button button--soft"
              onClick={() => setOutfit(resetOutfit())}
            >
              Reset
            </button>
            <button
              type="button"
              className="button button--soft"
              onClick={savePicture}
              disabled={saving}
            >
              {saving ? 'Saving...' : 'Save as picture'}
            </button>
          </div>
          {saveError ? (
            <p className="dress-up__error" role="alert">
              {saveError}
            </p>
          ) : null}
        </div>

        <div className="dress-up__wardrobe">
          <p className="dress-up__hint">
            Pick an option to put it on; pick it again to take it off.
          </p>
          <Wardrobe outfit={outfit} onChoose={choose} />
        </div>
      </div>

      {/* Says what the doll now wears after each change, for screen reader users. */}
      <p className="visually-hidden" aria-live="polite">
        {dollLabel(outfit)}
      </p>
    </section>
  );
}
