import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady } from '@/app/app';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root bulunamadı');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A public page may arrive with its first frame already drawn (decision 062): it stays on screen
// until the page's own code is here, then React draws the same page in its place. (Not a
// top-level await: the page's chunk imports this module, which must have finished by then.)
if (container.firstElementChild) void firstPageReady().then(render);
else render();
