// Unsaved work is never thrown away without asking. Every open form reports whether it holds
// changes; anything that would drop them (Escape, the close button, Cancel, another tab, leaving
// the admin area) asks 'Discard your changes?' first, and closing or reloading the browser tab
// gets the browser's own warning.

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DiscardDialog } from './DiscardDialog.tsx';

interface UnsavedChanges {
  /** Marks the form `id` as holding changes (or not). */
  report(id: string, dirty: boolean): void;
  hasChanges(): boolean;
  /**
   * Runs `discard` at once when no form holds changes; otherwise asks first and runs it on
   * Discard, or `keep` on Keep editing.
   */
  confirmDiscard(discard: () => void, keep?: () => void): void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

interface Question {
  discard(): void;
  keep(): void;
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [question, setQuestion] = useState<Question | null>(null);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyForms.current.size === 0) return;
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const value = useMemo<UnsavedChanges>(
    () => ({
      report(id, dirty) {
        if (dirty) dirtyForms.current.add(id);
        else dirtyForms.current.delete(id);
      },
      hasChanges: () => dirtyForms.current.size > 0,
      confirmDiscard(discard, keep = () => {}) {
        if (dirtyForms.current.size === 0) return discard();
        setQuestion({ discard, keep });
      },
    }),
    [],
  );

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {question && (
        <DiscardDialog
          onKeep={() => {
            setQuestion(null);
            question.keep();
          }}
          onDiscard={() => {
            setQuestion(null);
            // The forms that are dropped unmount and stop reporting; until then, nothing holds.
            dirtyForms.current.clear();
            question.discard();
          }}
        />
      )}
    </UnsavedChangesContext.Provider>
  );
}

/** Without a provider (a form shown on its own, as in unit tests) nothing is guarded. */
const UNGUARDED: UnsavedChanges = {
  report: () => {},
  hasChanges: () => false,
  confirmDiscard: (discard) => discard(),
};

export function useUnsavedChanges(): UnsavedChanges {
  return useContext(UnsavedChangesContext) ?? UNGUARDED;
}

/** A form tells the guard whether it holds changes, for as long as it is shown. */
export function useReportChanges(dirty: boolean): void {
  const { report } = useUnsavedChanges();
  const id = useId();
  useEffect(() => {
    report(id, dirty);
  }, [report, id, dirty]);
  useEffect(() => () => report(id, false), [report, id]);
}

/** `action` behind the question: what a close button, Escape or Cancel calls. */
export function useGuardedAction(action: () => void): () => void {
  const { confirmDiscard } = useUnsavedChanges();
  return useCallback(() => confirmDiscard(action), [confirmDiscard, action]);
}
