// The achievements' icons as the dashboard draws them. The server's icons are emoji, which show
// as empty boxes wherever no emoji font is installed (many Linux desktops, kiosks, headless
// browsers); these symbols are in every common text font and take the theme's colours.

const SYMBOLS: Record<string, string> = {
  'first-order': '✦',
  'collector-3': '✿',
  'collector-10': '♛',
  'big-spender': '♥',
  'profile-complete': '✎',
  social: '❀',
  'early-bird': '☀',
};

/** The known achievements' symbol; an achievement the shop does not know keeps its own icon. */
export function achievementSymbol(achievement: { id: string; icon: string }): string {
  return SYMBOLS[achievement.id] ?? (achievement.icon.trim() || '★');
}
