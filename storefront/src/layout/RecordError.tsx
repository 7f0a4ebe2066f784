import { lazy, Suspense } from 'react';
import type { RecordErrorProps } from './RecordErrorScreen.tsx';
import './RecordError.css';

// A record page's error screen is rare, and every record page's first load would carry it (with
// the mascot's drawing). The server renders it at once; the browser keeps a served one as it is
// until its component has loaded (a dehydrated Suspense boundary), and loads it when it renders
// one itself. Its styles stay here, with the pages, so a served screen is styled from the start.
const ScreenAsServed = import.meta.env.SSR
  ? (await import('./RecordErrorScreen.tsx')).RecordErrorScreen
  : null;
const LazyScreen = lazy(() =>
  import('./RecordErrorScreen.tsx').then((module) => ({ default: module.RecordErrorScreen })),
);
const Screen = ScreenAsServed ?? LazyScreen;

/** A detail page whose record is missing or failed to load, inside the normal page chrome. */
export function RecordError(props: RecordErrorProps) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
