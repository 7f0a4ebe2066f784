// The Stats tab: a period (the last 7, 30 or 90 days, or chosen days) against the period of the
// same length before it: visitors, views, orders, revenue and conversion, charts over time, the
// top pages, products (views against units sold), referrers, campaigns and promo codes, and all
// of it as CSV. The charts' library loads only when this tab opens.

import { lazy, Suspense, useState } from 'react';
import { lastDays, type StatsCount, type StatsQuery, type StatsReport } from '@kawaii/shared';
import { downloadBlob } from '../../client/download-blob.ts';
import { readFailure } from '../conflict/failure.ts';
import { useAdminRead } from '../data/use-admin-read.ts';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import { changeDirection, changeLabel, count, money, percent, statsCsv } from './stats-format.ts';
import '../desk-toolbar.css';
import './StatsTab.css';

const StatsCharts = lazy(() => import('./StatsCharts.tsx'));

const PRESETS = [7, 30, 90] as const;
type Preset = (typeof PRESETS)[number] | 'custom';

export function StatsTab() {
  const [preset, setPreset] = useState<Preset>(30);
  const [custom, setCustom] = useState<{ from: string; to: string }>(() => lastDays(30));
  const query: StatsQuery = preset === 'custom' ? custom : lastDays(preset);
  const stats = useAdminRead('getStats', query);
  const report = stats.data;

  return (
    <section className="stats-desk">
      <div className="desk-toolbar">
        <div className="desk-filters" role="group" aria-label="Period">
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className="desk-filter"
              aria-pressed={preset === days}
              onClick={() => setPreset(days)}
            >
              {days} days
            </button>
          ))}
          <button
            type="button"
            className="desk-filter"
            aria-pressed={preset === 'custom'}
            onClick={() => setPreset('custom')}
          >
            Custom
          </button>
        </div>
        {preset === 'custom' && (
          <div className="stats-desk__range">
            <label>
              From{' '}
              <input
                type="date"
                value={custom.from}
                max={custom.to}
                onChange={(event) =>
                  event.target.value && setCustom({ ...custom, from: event.target.value })
                }
              />
            </label>
            <label>
              to{' '}
              <input
                type="date"
                value={custom.to}
                min={custom.from}
                onChange={(event) =>
                  event.target.value && setCustom({ ...custom, to: event.target.value })
                }
              />
            </label>
          </div>
        )}
        <button
          type="button"
          className="button button--soft"
          disabled={!report}
          onClick={() =>
            report &&
            downloadBlob(
              new Blob(['\uFEFF', statsCsv(report)], { type: 'text/csv;charset=utf-8' }),
              `stats-${report.from}-${report.to}.csv`,
            )
          }
        >
          Download CSV
        </button>
      </div>
      <ListReadStatus
        error={stats.error ? readFailure(stats.error).message : null}
        loadingFirst={stats.isPending}
        loadingText="Counting..."
      />
      {report && <Report report={report} />}
    </section>
  );
}

function Report({ report }: { report: StatsReport }) {
  const { previous } = report;
  return (
    <>
      <p className="stats-desk__period">
        {report.from} to {report.to}, against {previous.from} to {previous.to}
      </p>
      <dl className="stats-kpis">
        <Kpi label="Visitors" value={report.visitors} before={previous.visitors} />
        <Kpi label="Page views" value={report.views} before={previous.views} />
        <Kpi label="Orders" value={report.orders} before={previous.orders} />
        <Kpi
          label="Revenue"
          value={report.revenueCents}
          before={previous.revenueCents}
          show={money}
        />
        <Kpi
          label="Conversion"
          value={report.conversion}
          before={previous.conversion}
          show={percent}
        />
      </dl>
      <Suspense fallback={<p className="loading-note">Drawing the charts...</p>}>
        <StatsCharts report={report} />
      </Suspense>
      <div className="stats-lists">
        <TopList
          title="Top pages"
          column="Page"
          rows={report.topPages}
          empty="No page views yet."
        />
        <section className="stats-list" aria-labelledby="stats-products">
          <h3 id="stats-products">Products</h3>
          {report.topProducts.length === 0 ? (
            <p className="empty-note">No product views or sales yet.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Views</th>
                  <th scope="col">Sold</th>
                </tr>
              </thead>
              <tbody>
                {report.topProducts.map((product) => (
                  <tr key={product._id}>
                    <td>{product.title}</td>
                    <td>{count(product.views)}</td>
                    <td>{count(product.unitsSold)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <TopList
          title="Referrers"
          column="Site"
          rows={report.referrers}
          empty="No visits from other sites yet."
        />
        <TopList
          title="Campaigns"
          column="utm_campaign"
          rows={report.campaigns}
          empty="No visits with utm_campaign yet."
        />
        <TopList
          title="Promo codes"
          column="Code"
          rows={report.promoCodes}
          empty="No codes used."
          unit="Orders"
        />
      </div>
    </>
  );
}

function Kpi({
  label,
  value,
  before,
  show = count,
}: {
  label: string;
  value: number;
  before: number;
  show?: (n: number) => string;
}) {
  return (
    <div className={`stats-kpi stats-kpi--${changeDirection(value, before)}`}>
      <dt>{label}</dt>
      <dd>
        <span className="stats-kpi__value">{show(value)}</span>
        <span className="stats-kpi__change" title={`Previous period: ${show(before)}`}>
          {changeLabel(value, before)}
        </span>
      </dd>
    </div>
  );
}

function TopList({
  title,
  rows,
  column,
  empty,
  unit = 'Views',
}: {
  title: string;
  /** The heading of the first column, e.g. 'Page'. */
  column: string;
  rows: StatsCount[];
  empty: string;
  unit?: string;
}) {
  const id = `stats-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="stats-list" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="empty-note">{empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.key}</td>
                <td>{count(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
