export type StudioView = 'admin' | 'conflicts' | 'set-aside' | 'media' | 'settings';

const VIEWS: { id: StudioView; label: string }[] = [
  { id: 'admin', label: 'Shop' },
  { id: 'conflicts', label: 'Conflicts' },
  { id: 'set-aside', label: 'Set aside' },
  { id: 'media', label: 'Media folders' },
  { id: 'settings', label: 'Settings' },
];

interface StudioNavProps {
  current: StudioView;
  conflictCount: number;
  onSelect(view: StudioView): void;
}

export function StudioNav({ current, conflictCount, onSelect }: StudioNavProps) {
  return (
    <nav className="studio-nav" aria-label="Studio">
      <span className="studio-nav__brand">Kawaii Atelier Studio</span>
      {VIEWS.map((view) => (
        <button
          key={view.id}
          type="button"
          className="studio-nav__item"
          aria-current={current === view.id ? 'page' : undefined}
          onClick={() => onSelect(view.id)}
        >
          {view.label}
          {view.id === 'conflicts' && conflictCount > 0 && (
            <span className="studio-nav__badge" aria-label={`${conflictCount} to settle`}>
              {conflictCount}
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}
