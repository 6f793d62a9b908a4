/**
 * A short two-note chime for a new notification, made by the browser (no sound file to fetch). A
 * browser that has not yet seen the user interact with the page refuses to play: then nothing sounds.
 */
let context: AudioContext | undefined;

export function playChime(): void {
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, start + index * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.12 + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + index * 0.12);
      oscillator.stop(start + index * 0.12 + 0.25);
    }
  } catch {
    // No audio in this browser, or not allowed yet: the bell's count still says it.
  }
}
