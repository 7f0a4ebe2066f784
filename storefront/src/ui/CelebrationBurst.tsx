import './CelebrationBurst.css';

/** Two sparkles and a heart that pop in above a thank-you (an order placed, a message sent). */
export function CelebrationBurst() {
  return (
    <p className="celebration-burst" aria-hidden="true">
      <span>✦</span>
      <span>♡</span>
      <span>✦</span>
    </p>
  );
}
