import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage } from '../providers/i18nProvider';
import { App } from './App';
import { focusDialogsOnTheirName } from './layout/dialogFocus';
import { preloadSignedInPage } from './signedInApp';

// Screen readers and the browser's spell checker follow the page's language.
document.documentElement.lang = currentLanguage;
focusDialogsOnTheirName();
// A signed-in address opened (a reload, a bookmark): its code first, so that nothing suspends.
await preloadSignedInPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
