import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from '../../providers/translation';
import { currentLanguage, setLanguage } from '../../providers/i18nProvider';
import { LANGUAGES } from '../../i18n/types';

/** FR / EN. Choosing stores the language and reloads the page (spec §1). */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The name begins with what the button shows (WCAG 2.5.3): "FR — Langue".
        aria-label={`${currentLanguage.toUpperCase()} — ${translate('shell.language')}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {currentLanguage.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === currentLanguage}
            onClick={() => (language === currentLanguage ? setAnchor(null) : setLanguage(language))}
          >
            {translate(`languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
