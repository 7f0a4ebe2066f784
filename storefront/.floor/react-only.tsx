import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('root')!, <p>hi</p>);
