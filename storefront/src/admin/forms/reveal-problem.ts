// After a refused submit the person must see why, even when the reason is far down a long form
// or below a phone's screen: the first field marked invalid, else the form-wide message, is
// scrolled to the middle of the view and focused, so a screen reader reads it with its error.

const INVALID_FIELD = '[aria-invalid="true"]';
const FORM_ALERT = '[data-form-alert]';

export function revealFirstProblem(form: HTMLElement | null): void {
  if (!form) return;
  const target =
    form.querySelector<HTMLElement>(INVALID_FIELD) ?? form.querySelector<HTMLElement>(FORM_ALERT);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}
