// 'Save as picture': the doll's <svg> is serialized, drawn on a canvas at twice its size and
// downloaded as a PNG. Everything happens in the browser; nothing is uploaded.

import { downloadBlob } from '../../client/download-blob.ts';

const PICTURE_FILE_NAME = 'kawaii-doll.png';
const SCALE = 2;

/**
 * Replaces each `var(--name, fallback)` with the theme's current value (or the fallback): a
 * serialized SVG is rendered on its own, away from the page's stylesheet.
 */
export function inlineCssVariables(markup: string, lookup: (name: string) => string): string {
  return markup.replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*?))?\s*\)/g,
    (_match, name: string, fallback: string | undefined) => lookup(name).trim() || fallback || '',
  );
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The doll picture could not be drawn.'));
    image.src = src;
  });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The doll picture is empty.'))),
      'image/png',
    );
  });
}

/** Downloads the doll as kawaii-doll.png. Browser only: call it from an event handler. */
export async function saveDollPicture(svg: SVGSVGElement): Promise<void> {
  const { width, height } = svg.viewBox.baseVal;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('width', String(width * SCALE));
  clone.setAttribute('height', String(height * SCALE));
  const theme = getComputedStyle(svg);
  const markup = inlineCssVariables(new XMLSerializer().serializeToString(clone), (name) =>
    theme.getPropertyValue(name),
  );
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);

  const canvas = document.createElement('canvas');
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  downloadBlob(await canvasToPng(canvas), PICTURE_FILE_NAME);
}
