// Every browsing page in the blue theme passes axe without a serious or critical violation.
// (The pink theme, the keyboard and the theme's persistence are in accessibility.e2e.)
import { describeAxeScans, useScanContext } from './axe-scans.ts';

describeAxeScans('blue', useScanContext());
