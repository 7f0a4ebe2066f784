// The Explore cards' four drawings, for a home page the browser renders itself: a module of its
// own, so the icons' module keeps its shape for the pages that import it.
export { BowIcon, NotebookIcon, PaletteIcon, ShoppingBagIcon } from '../../ui/KawaiiIcons.tsx';
