// The commission settings: open, waitlist only or closed; how many slots; the request form's
// intro and terms (the client reads and accepts them before sending); the stages the work goes
// through; how long a quote stays open and the grace days before a late payment lets the artist
// cancel. Checked with the same schema as the server.

import { useState, type FormEvent } from 'react';
import {
  COMMISSION_OPENNESS,
  commissionSettingsSchema,
  type CommissionOpenness,
  type CommissionSettings,
} from '@kawaii/shared';

const OPENNESS_LABELS: Record<CommissionOpenness, string> = {
  open: 'Open',
  waitlist: 'Waitlist only',
  closed: 'Closed',
};

const OPENNESS_HINTS: Record<CommissionOpenness, string> = {
  open: 'A request takes a slot while one is left, then joins the waitlist.',
  waitlist: 'Every request joins the waitlist.',
  closed: 'The request form is not offered.',
};

export function CommissionSettingsForm({
  settings,
  onSave,
}: {
  settings: CommissionSettings;
  onSave(settings: CommissionSettings): Promise<unknown>;
}) {
  const [status, setStatus] = useState(settings.status);
  const [slots, setSlots] = useState(String(settings.slots));
  const [intro, setIntro] = useState(settings.intro);
  const [terms, setTerms] = useState(settings.terms);
  const [stages, setStages] = useState(settings.stages.join('\n'));
  const [quoteValidDays, setQuoteValidDays] = useState(String(settings.quoteValidDays));
  const [graceDays, setGraceDays] = useState(String(settings.graceDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = commissionSettingsSchema.safeParse({
      status,
      slots,
      intro,
      terms,
      stages: stages
        .split('\n')
        .map((stage) => stage.trim())
        .filter(Boolean),
      quoteValidDays,
      graceDays,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setState('saving');
    try {
      await onSave(parsed.data);
      setState('saved');
    } catch (failure) {
      setState(failure instanceof Error ? failure.message : 'Could not save the settings.');
    }
  }

  const error = (field: string) =>
    errors[field] ? <span className="field__error">{errors[field]}</span> : null;

  return (
    <form className="commission-step__form" onSubmit={(event) => void save(event)} noValidate>
      <label className="field">
        <span className="field__label">Commissions</span>
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as CommissionOpenness)}
        >
          {COMMISSION_OPENNESS.map((value) => (
            <option key={value} value={value}>
              {OPENNESS_LABELS[value]}
            </option>
          ))}
        </select>
        <span className="field__hint">{OPENNESS_HINTS[status]}</span>
      </label>
      <div className="commission-step__row">
        <label className="field">
          <span className="field__label">Slots</span>
          <input
            inputMode="numeric"
            value={slots}
            onChange={(event) => setSlots(event.target.value)}
          />
          {error('slots')}
        </label>
        <label className="field">
          <span className="field__label">Quote valid for (days)</span>
          <input
            inputMode="numeric"
            value={quoteValidDays}
            onChange={(event) => setQuoteValidDays(event.target.value)}
          />
          {error('quoteValidDays')}
        </label>
        <label className="field">
          <span className="field__label">Grace days for a late payment</span>
          <input
            inputMode="numeric"
            value={graceDays}
            onChange={(event) => setGraceDays(event.target.value)}
          />
          {error('graceDays')}
        </label>
      </div>
      <label className="field">
        <span className="field__label">Intro (shown above the request form)</span>
        <textarea rows={4} value={intro} onChange={(event) => setIntro(event.target.value)} />
        {error('intro')}
      </label>
      <label className="field">
        <span className="field__label">Terms (the client accepts them before sending)</span>
        <textarea rows={4} value={terms} onChange={(event) => setTerms(event.target.value)} />
        {error('terms')}
      </label>
      <label className="field">
        <span className="field__label">Stages, one a line</span>
        <textarea rows={5} value={stages} onChange={(event) => setStages(event.target.value)} />
        {error('stages')}
      </label>
      <button type="submit" className="button button--primary" disabled={state === 'saving'}>
        {state === 'saving' ? 'Saving...' : 'Save the settings'}
      </button>
      {state === 'saved' && <p role="status">Saved.</p>}
      {state !== 'idle' && state !== 'saving' && state !== 'saved' && (
        <p className="form-error" role="alert">
          {state}
        </p>
      )}
    </form>
  );
}
