import type { ReactNode } from 'react';
import { Box, Divider, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  COLOUR_MODES,
  DIRECTIONS,
  FOOTER_STYLES,
  LAYOUTS,
  SCROLL_MODES,
  TOOLBAR_POSITIONS,
  type UserSettings,
} from '../../../domain/userSettings';
import { inGroup, keysIn, useTranslate } from '../../../providers/translation';
import { SidePanel } from '../SidePanel';
import type { PanelProps } from '../quickPanel/QuickPanel';

/** Spec §9: the settings dialog's width. */
const PANEL_WIDTH = 380;

/** One setting: its name, and its values as buttons (the one in force pressed). */
function Choice<V extends string>({
  label,
  values,
  value,
  wordOf,
  onChange,
}: {
  label: string;
  values: readonly V[];
  value: V;
  wordOf: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={value}
        aria-label={label}
        onChange={(_event, next: V | null) => next !== null && onChange(next)}
      >
        {values.map((each) => (
          <ToggleButton key={each} value={each} sx={{ textTransform: 'none' }}>
            {wordOf(each)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1.5} sx={{ px: 2, py: 1.5 }}>
    <Typography variant="overline" component="h3" color="text.secondary">
      {title}
    </Typography>
    {children}
  </Stack>
);

/**
 * Spec §2's Theme Settings (right-hand, 380): every choice shows at once and is saved with the
 * user, so it follows them to any browser they sign in on.
 */
export default function ThemeSettingsPanel({ open, onClose, settings, change }: PanelProps) {
  const translate = useTranslate();
  const word = keysIn('resources.shellPanels.settings');
  const member = inGroup('resources.shellPanels.settings');
  const t = (key: Parameters<typeof word>[0]) => translate(word(key));
  const tm = (group: Parameters<typeof member>[0], value: string) => translate(member(group, value));
  const { layout, theme } = settings;
  const setLayout = (patch: Partial<UserSettings['layout']>) => change({ layout: patch });

  return (
    <SidePanel open={open} onClose={onClose} width={PANEL_WIDTH} title={t('title')} closeLabel={t('close')}>
      <Section title={t('layout')}>
        <Choice
          label={t('layout')}
          values={LAYOUTS}
          value={layout.style}
          wordOf={(value) => tm('layouts', value)}
          onChange={(style) => setLayout({ style })}
        />
        {layout.style === 'layout1' ? (
          <Choice
            label={t('navbar')}
            values={['open', 'folded'] as const}
            value={layout.navbarFolded ? 'folded' : 'open'}
            wordOf={(value) => t(value === 'folded' ? 'navbarFolded' : 'navbarOpen')}
            onChange={(value) => setLayout({ navbarFolded: value === 'folded' })}
          />
        ) : (
          <Choice
            label={t('toolbar')}
            values={TOOLBAR_POSITIONS}
            value={layout.toolbar}
            wordOf={(value) => tm('toolbarPositions', value)}
            onChange={(toolbar) => setLayout({ toolbar })}
          />
        )}
        <Choice
          label={t('footer')}
          values={FOOTER_STYLES}
          value={layout.footer}
          wordOf={(value) => tm('footers', value)}
          onChange={(footer) => setLayout({ footer })}
        />
        <Choice
          label={t('width')}
          values={['full', 'boxed'] as const}
          value={layout.boxed ? 'boxed' : 'full'}
          wordOf={(value) => t(value === 'boxed' ? 'boxed' : 'fullWidth')}
          onChange={(value) => setLayout({ boxed: value === 'boxed' })}
        />
        <Choice
          label={t('scroll')}
          values={SCROLL_MODES}
          value={layout.scroll}
          wordOf={(value) => tm('scrolls', value)}
          onChange={(scroll) => setLayout({ scroll })}
        />
      </Section>
      <Divider />
      <Section title={t('colours')}>
        {(['main', 'navbar', 'toolbar', 'footer'] as const).map((part) => (
          <Choice
            key={part}
            label={tm('parts', part)}
            values={COLOUR_MODES}
            value={theme[part]}
            wordOf={(value) => tm('modes', value)}
            onChange={(mode) => change({ theme: { [part]: mode } })}
          />
        ))}
      </Section>
      <Divider />
      <Section title={t('direction')}>
        <Choice
          label={t('direction')}
          values={DIRECTIONS}
          value={settings.direction}
          wordOf={(value) => tm('directions', value)}
          onChange={(direction) => change({ direction })}
        />
      </Section>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 2 }}>
        {t('saved')}
      </Typography>
    </SidePanel>
  );
}
