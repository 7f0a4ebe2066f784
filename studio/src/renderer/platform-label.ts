const PLATFORM_LABELS: Record<string, string> = {
  darwin: 'macOS',
  win32: 'Windows',
  linux: 'Linux',
};

/** A person's name for Node's platform id; unknown ids are shown as they are. */
export function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform] ?? platform;
}
