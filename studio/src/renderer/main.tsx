import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import './welcome.css';
import { WelcomeScreen } from './WelcomeScreen.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The studio page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <WelcomeScreen bridge={window.studio} />
  </StrictMode>,
);
