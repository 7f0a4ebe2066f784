/**
 * A card's image and its title sit in one link. An alt text that only repeats the title would
 * make a screen reader say it twice, so the image is decorative then, as it is with no alt text.
 */
export function cardImageAlt(alt: string | null | undefined, title: string): string {
  const said = (text: string) => text.trim().toLowerCase();
  return alt && said(alt) !== said(title) ? alt : '';
}
