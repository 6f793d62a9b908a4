import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp';
import './portal.css';

createRoot(document.getElementById('portal')!).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
