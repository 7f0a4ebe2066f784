// Pink or blue: saved in localStorage 'theme', default pink, shown
// through <html data-theme>. index.html's inline script applies the saved theme before first
// paint; this store starts at pink so server and first client render agree, then restores.

import { create } from 'zustand';

export const THEMES = ['pink', 'blue'] as const;
export type Theme = (typeof THEMES)[number];

const THEME_KEY = 'theme';

/** The browser toolbar colour of each theme; index.html's inline script repeats these two. */
export const THEME_COLORS: Record<Theme, string> = { pink: '#ffd9e6', blue: '#d8e9ff' };

export function parseTheme(value: string | null | undefined): Theme {
  return value === 'blue' ? 'blue' : 'pink';
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export interface ThemeState {
  theme: Theme;
  toggleTheme(): void;
}

export const useTheme = create<ThemeState>()((set, get) => ({
  theme: 'pink',
  toggleTheme() {
    const theme: Theme = get().theme === 'pink' ? 'blue' : 'pink';
    localStorage.setItem(THEME_KEY, theme);
    applyTheme(theme);
    set({ theme });
  },
}));

export function restoreTheme(): void {
  useTheme.setState({ theme: parseTheme(document.documentElement.dataset.theme) });
}
