// The Settings tabs and the ?tab= value that addresses each one.
export const SETTINGS_TABS = ['brand', 'voice', 'ai', 'connections', 'workspaces', 'webhooks', 'api', 'account'] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTabId = 'brand';

export function settingsTabFrom(value: string | null): SettingsTabId {
  return SETTINGS_TABS.find((tab) => tab === value) ?? DEFAULT_SETTINGS_TAB;
}
