// "Export CSV": the orders the desk's filter and search show (every page of them) as a
// spreadsheet file, for bookkeeping or a carrier's bulk label import.

import { useState } from 'react';
import type { OrderQuery } from '@kawaii/shared';
import { downloadBlob } from '../../client/download-blob.ts';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { csvFileName } from './order-filters.ts';

function saveFile(text: string, fileName: string) {
  // A byte-order mark, so spreadsheet programs read the names' accents as UTF-8.
  downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

export function ExportOrdersButton({ query }: { query: OrderQuery }) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportCsv() {
    setBusy(true);
    setError(null);
    try {
      const text = await api.exportOrdersCsv({ status: query.status, q: query.q });
      saveFile(text, csvFileName(query, new Date()));
    } catch (failure) {
      setError(readFailure(failure, 'Could not export the orders. Please try again.').message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="order-desk__export">
      <button type="button" className="button button--ghost" disabled={busy} onClick={exportCsv}>
        {busy ? 'Exporting...' : 'Export CSV'}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
