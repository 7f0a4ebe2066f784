import { useEffect } from 'react';

/** Keeps document.title in step with client-side navigation (the server writes the first one). */
export function DocumentTitle({ title }: { title: string | null }) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
