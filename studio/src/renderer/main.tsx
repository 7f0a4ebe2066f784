import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import '@kawaii/storefront/styles/tokens.css';
import '@kawaii/storefront/styles/base.css';
import './studio.css';
import { CrashScreen, crashReason } from './CrashScreen.tsx';
import { StudioApp } from './StudioApp.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The studio page has no #root element.');

// After the page crashed, the main process opens it again with ?crashed=<reason>.
const crashed = crashReason(window.location.search);
createRoot(container).render(
  <StrictMode>
    {crashed === null ? (
      <StudioApp bridge={window.studio} />
    ) : (
      <CrashScreen
        reason={crashed}
        onReload={() => window.location.replace(window.location.pathname)}
      />
    )}
  </StrictMode>,
);
