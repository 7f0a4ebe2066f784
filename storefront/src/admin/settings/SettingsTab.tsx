// The shop settings: name, about text, social links, the Zelle
// details shown at checkout and the contact email.

import { SettingsForm } from './SettingsForm.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';
import './SettingsTab.css';

export function SettingsTab() {
  const { load, save } = useSettingsEditor();
  return (
    <div className="settings-tab">
      {load.status === 'loading' && <p className="loading-note">Loading settings...</p>}
      {load.status === 'failed' && (
        <p className="form-error" role="alert">
          {load.message}
        </p>
      )}
      {load.status === 'loaded' && <SettingsForm initial={load.settings} save={save} />}
    </div>
  );
}
