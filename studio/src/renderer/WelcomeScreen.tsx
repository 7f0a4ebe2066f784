import type { StudioBridge } from '../preload/studio-bridge.ts';
import { platformLabel } from './platform-label.ts';
import { StudioMascot } from './StudioMascot.tsx';

interface WelcomeScreenProps {
  bridge: StudioBridge;
}

// An honest placeholder: the studio opens and shows where it stands until the admin screens
// are mounted here.
export function WelcomeScreen({ bridge }: WelcomeScreenProps) {
  return (
    <main className="welcome">
      <StudioMascot />
      <h1>Kawaii Atelier Studio</h1>
      <p className="welcome-greeting">Hello, Momo! Your desktop studio is ready to grow.</p>
      <section className="welcome-card" aria-labelledby="coming-next">
        <h2 id="coming-next">Coming next</h2>
        <p>
          The admin screens arrive with the studio issue: blog posts, artworks, shop items,
          categories and the media library, editable offline and synced with your shop.
        </p>
        <p>Until then, manage the shop from the Admin Panel of the website.</p>
      </section>
      <p className="welcome-footer">
        Version {bridge.version} · {platformLabel(bridge.platform)}
      </p>
    </main>
  );
}
