import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady } from '@/app/app';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root bulunamadı');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page may arrive with its first frame already drawn (decision 062): it stays on screen
// until the page's own code is here, then React draws the same page in its place. That render is
// a transition (decision 063): nothing new is waiting to be seen, so React draws in slices and
// gives the browser its turn between them. Without a frame the first render is the first paint
// and is not held back. (Not a top-level await: the page's chunk imports this module, which must
// have finished by then.)
if (container.firstElementChild) {
  void firstPageReady().then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
} else {
  createRoot(container).render(app);
}
