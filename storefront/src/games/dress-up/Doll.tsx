// The doll as one <svg>: the stage, then her layers back to front. The same element is what
// 'Save as picture' serializes, so everything in it is self-contained (no fonts, no images).

import { useId, type Ref } from 'react';
import type { Outfit } from '@kawaii/shared';
import { DollBody } from './doll/DollBody.tsx';
import { DollHead } from './doll/DollHead.tsx';
import { StageBackdrop } from './doll/StageBackdrop.tsx';
import { dollLabel } from './doll-label.ts';
import { dollLayers, type DollLayer } from './layers.ts';
import { WARDROBE } from './wardrobe/index.ts';

/** Shrinks hair accessories towards the head's centre (160, 128) by the thickness of a wig. */
const BARE_HEAD_FIT = 'translate(160 132) scale(0.85) translate(-160 -128)';

function Layer({ layer }: { layer: DollLayer }) {
  if (layer.kind === 'base') return layer.part === 'body' ? <DollBody /> : <DollHead />;
  const Item = WARDROBE[layer.slot][layer.option - 1];
  if (!Item) return null;
  return layer.onBareHead ? (
    <g transform={BARE_HEAD_FIT}>
      <Item part={layer.part} />
    </g>
  ) : (
    <Item part={layer.part} />
  );
}

function layerKey(layer: DollLayer): string {
  return layer.kind === 'base' ? layer.part : `${layer.slot}-${layer.part}`;
}

export function Doll({ outfit, ref }: { outfit: Outfit; ref?: Ref<SVGSVGElement> }) {
  const gradientId = useId();
  return (
    <svg
      ref={ref}
      className="dress-up-doll"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 400"
      role="img"
      aria-label={dollLabel(outfit)}
    >
      <StageBackdrop gradientId={gradientId} />
      {dollLayers(outfit).map((layer) => (
        <Layer key={layerKey(layer)} layer={layer} />
      ))}
    </svg>
  );
}
