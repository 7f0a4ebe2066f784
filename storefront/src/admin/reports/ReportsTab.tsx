// The Reports tab: sales, discounts, shipping, tax, cancellations and refunds by month or by tax
// region, for a period she picks, to the cent, and the same as a CSV file for her books. Through
// the AdminApi, so the studio shows it too (online: the figures are the shop's).

import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  formatCents,
  REPORT_COLUMNS,
  type ReportGroup,
  type SalesReport,
  type SalesReportQuery,
  type SalesReportRow,
} from '@kawaii/shared';
import { downloadBlob } from '../../client/download-blob.ts';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import '../desk-toolbar.css';
import './ReportsTab.css';

const COLUMNS = REPORT_COLUMNS;

function money(cents: number): string {
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
}

export function ReportsTab() {
  const api = useAdminApi();
  const id = useId();
  const [form, setForm] = useState<Required<SalesReportQuery>>({
    from: '',
    to: '',
    groupBy: 'month',
  });
  const [query, setQuery] = useState<SalesReportQuery>({ groupBy: 'month' });
  const [report, setReport] = useState<SalesReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    api.salesReport(query).then(
      (answer) => {
        if (!current) return;
        setReport(answer);
        // The period the shop chose when none was given, shown in the fields.
        setForm((form) => ({ ...form, from: answer.from, to: answer.to }));
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(readFailure(failure, 'Could not load the report. Please try again.').message);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, query]);

  function show(event: FormEvent) {
    event.preventDefault();
    setQuery({ ...form });
  }

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      const text = await api.salesReportCsv(query);
      const name = `sales-by-${query.groupBy ?? 'month'}-${report?.from ?? ''}-to-${report?.to ?? ''}.csv`;
      downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);
    } catch (failure) {
      setError(readFailure(failure, 'Could not download the report. Please try again.').message);
    } finally {
      setDownloading(false);
    }
  }

  const groupLabel = report?.groupBy === 'region' ? 'Tax region' : 'Month';
  return (
    <section className="desk reports-desk" aria-busy={loading}>
      <form className="desk-toolbar reports-desk__form" onSubmit={show}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-group`}>
            Group by
          </label>
          <select
            id={`${id}-group`}
            value={form.groupBy}
            onChange={(event) => setForm({ ...form, groupBy: event.target.value as ReportGroup })}
          >
            <option value="month">Month</option>
            <option value="region">Tax region</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Show
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={downloading || report === null}
          onClick={() => void download()}
        >
          {downloading ? 'Downloading...' : 'Download CSV'}
        </button>
      </form>
      <p className="desk__intro">
        Orders placed in the period that received money, priced as their order pages show them;
        Cancelled is what cancelled orders never received; refunds in the month they were given.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {loading && report === null && <p role="status">Loading the report...</p>}
      {report && (
        // Focusable, so the figures that scroll sideways on a phone can be reached by keyboard.
        <div
          className="reports-desk__scroll"
          role="region"
          aria-label="Report figures"
          tabIndex={0}
        >
          <table className="reports-table" aria-label={`Sales by ${groupLabel.toLowerCase()}`}>
            <thead>
              <tr>
                <th scope="col">{groupLabel}</th>
                <th scope="col">Orders</th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length + 2}>No sales in this period.</td>
                </tr>
              )}
              {report.rows.map((row) => (
                <ReportRow key={row.key} row={row} />
              ))}
            </tbody>
            <tfoot>
              <ReportRow row={report.totals} />
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

function ReportRow({ row }: { row: SalesReportRow }) {
  return (
    <tr data-key={row.key}>
      <th scope="row">{row.label}</th>
      <td>{row.orders}</td>
      {COLUMNS.map((column) => (
        <td key={column.key}>{money(row[column.key])}</td>
      ))}
    </tr>
  );
}
