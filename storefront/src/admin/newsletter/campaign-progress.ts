// How far a campaign's sending got, as the card draws it: the share of its recipients mailed so
// far. Nothing mailed draws an empty bar and everyone mailed a full one; a campaign that had
// nobody to go to (no confirmed subscribers when it started) has no bar at all.

export interface CampaignProgress {
  /** Whole percent from 0 to 100; it reaches 100 only when every recipient was mailed. */
  percent: number;
  /** Screen readers' reading of the bar, e.g. "12 of 34 sent". */
  label: string;
}

export function campaignProgress(sent: number, total: number): CampaignProgress | null {
  if (!(total > 0)) return null;
  const done = Math.min(Math.max(0, sent), total);
  // Rounded down: 33 of 34 is 97%, never a full bar that is not yet true.
  const percent = done === total ? 100 : Math.floor((done / total) * 100);
  return { percent, label: `${done} of ${total} sent` };
}
