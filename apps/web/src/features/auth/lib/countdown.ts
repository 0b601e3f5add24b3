import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), ticking each second; 0 once it has passed. */
export function useSecondsLeft(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const [shownDeadline, setShownDeadline] = useState(deadline);
  if (shownDeadline !== deadline) {
    setShownDeadline(deadline);
    setSeconds(left());
  }
  useEffect(() => {
    if (seconds <= 0) return;
    // Measured against the clock, not counted: a throttled background tab stays right.
    const timer = window.setTimeout(() => setSeconds(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    return () => window.clearTimeout(timer);
  }, [deadline, seconds]);
  return seconds;
}

/** 300 -> "05:00". */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
