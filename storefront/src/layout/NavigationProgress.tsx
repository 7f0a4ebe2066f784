import { useNavigation } from 'react-router';
import './NavigationProgress.css';

/** A thin bar at the top of the window while the next page's data loads. */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div
      className={loading ? 'nav-progress nav-progress--active' : 'nav-progress'}
      aria-hidden="true"
    />
  );
}
