import { useTheme } from '../stores/theme.ts';
import { BlossomIcon, SnowflakeIcon } from '../ui/ChromeIcons.tsx';
import { keptContent } from '../ui/kept-content.ts';
import './ThemeToggle.css';

/**
 * Both icons are in the markup and CSS shows the one for the current <html data-theme>, so the
 * button looks right from the first paint, before the store has restored the saved theme. They
 * are the server's, kept as served: the browser bundle leaves their drawings out.
 */
export function ThemeToggle() {
  const theme = useTheme((state) => state.theme);
  const toggleTheme = useTheme((state) => state.toggleTheme);
  const next = theme === 'pink' ? 'blue' : 'pink';
  return (
    <button
      type="button"
      className="round-button theme-toggle"
      onClick={toggleTheme}
      aria-label={`Switch to the ${next} theme`}
      title={`Switch to the ${next} theme`}
      {...keptContent(
        'theme-icons',
        import.meta.env.SSR ? (
          <>
            <BlossomIcon className="theme-toggle__icon theme-toggle__icon--pink" />
            <SnowflakeIcon className="theme-toggle__icon theme-toggle__icon--blue" />
          </>
        ) : null,
      )}
    />
  );
}
