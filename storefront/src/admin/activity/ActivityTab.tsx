// The activity log, for the super admin: who changed roles, settings, prices and stock, and who
// deleted what, newest first.

import { ActivityList } from './ActivityList.tsx';
import { useActivityLog } from './use-activity-log.ts';
import { ShowOlderButton } from '../shell/ShowOlderButton.tsx';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import '../desk-list.css';
import '../desk-toolbar.css';
import './ActivityTab.css';

export function ActivityTab() {
  const { state, loadOlder, reload } = useActivityLog();
  return (
    <section className="desk activity-desk" aria-busy={state.loading}>
      <div className="desk-toolbar">
        <p className="desk__intro">Who changed what in the shop, newest first.</p>
        <button type="button" className="button button--ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      <ListReadStatus
        error={state.error}
        loadingFirst={state.lines === null && state.loading}
        loadingText="Loading the activity log..."
      />
      {state.lines !== null && <ActivityList lines={state.lines} />}
      <ShowOlderButton
        hasOlder={state.hasOlder}
        loading={state.loading}
        onShow={loadOlder}
        what="activity"
      />
    </section>
  );
}
