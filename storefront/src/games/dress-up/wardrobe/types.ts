import type { ReactNode } from 'react';
import type { LayerPart } from '../layers.ts';

/** One option's drawing on the doll's 320 x 400 canvas. Hair draws its `back` part behind the
 * body and its `front` part over the face; every other item only has a front. */
export type ItemDrawing = (props: { part: LayerPart }) => ReactNode;
