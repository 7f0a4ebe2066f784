import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import '@kawaii/storefront/styles/tokens.css';
import '@kawaii/storefront/styles/base.css';
import './studio.css';
import { StudioApp } from './StudioApp.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The studio page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <StudioApp bridge={window.studio} />
  </StrictMode>,
);
