// The doll's own colours, shared by the base doll and by items that draw a hand or a face.

export const SKIN = '#ffe6d9';
export const SKIN_SHADE = '#fbd0c0';
/** The soft plum outline every part of the doll and her clothes is drawn with. */
export const LINE = '#8a4660';
export const LINE_WIDTH = 2.4;
