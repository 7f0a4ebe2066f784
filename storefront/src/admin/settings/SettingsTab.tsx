// The shop settings: name, about text, social links, the Zelle
// details shown at checkout and the contact email; for the owner, how her backups stand.

import { useAdminRole } from '../admin-api-context.tsx';
import { BackupStatusPanel } from './BackupStatusPanel.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';
import './SettingsTab.css';

export function SettingsTab() {
  const { load, save } = useSettingsEditor();
  // The server answers the backup status to the superadmin only: she runs the server.
  const owner = useAdminRole() === 'superadmin';
  return (
    <div className="settings-tab">
      {owner && <BackupStatusPanel />}
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
