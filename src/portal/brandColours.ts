import type { CSSProperties } from 'react';
import type { PortalBranding } from '../../domain/portal';

/** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** The configuration's colours as the stylesheet's variables (its own defaults until they load). */
export function brandColours(branding: PortalBranding | null): CSSProperties {
  if (!branding) return {};
  return {
    ['--primary' as string]: branding.primaryColour,
    ['--on-primary' as string]: textOn(branding.primaryColour),
    ['--secondary' as string]: branding.secondaryColour,
    ['--on-secondary' as string]: textOn(branding.secondaryColour),
  };
}
