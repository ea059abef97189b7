import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { Start } from './app/start';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <Start />
    </Providers>
  </StrictMode>,
);

window.addEventListener('load', () => void import('./app/pwa'), { once: true });
