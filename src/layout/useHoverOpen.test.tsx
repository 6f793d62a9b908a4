// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { MENU_HOVER_DEBOUNCE_MS, useHoverOpen } from './useHoverOpen';

function renderNavbar(initiallyOpen: boolean) {
  return renderHook(() => {
    const [open, setOpen] = useState(initiallyOpen);
    return { open, setOpen, ...useHoverOpen(open, setOpen, true) };
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useHoverOpen', () => {
  it('opens a folded navbar after the debounce, and folds it again on leave', () => {
    const { result } = renderNavbar(false);
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(MENU_HOVER_DEBOUNCE_MS - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    act(() => result.current.onMouseLeave());
    expect(result.current.open).toBe(false);
  });

  it('does not open when the pointer only passes by', () => {
    const { result } = renderNavbar(false);
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(MENU_HOVER_DEBOUNCE_MS));
    expect(result.current.open).toBe(false);
  });

  it('leaves a navbar the user opened on purpose open', () => {
    const { result } = renderNavbar(true);
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(MENU_HOVER_DEBOUNCE_MS));
    act(() => result.current.onMouseLeave());
    expect(result.current.open).toBe(true);
  });
});
