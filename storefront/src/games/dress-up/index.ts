export { DressUpGame, type DressUpGameProps } from './DressUpGame.tsx';
