import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage } from '../providers/i18nProvider';
import { App } from './App';
import { focusDialogsOnTheirName } from './layout/dialogFocus';

// Screen readers and the browser's spell checker follow the page's language.
document.documentElement.lang = currentLanguage;
focusDialogsOnTheirName();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
