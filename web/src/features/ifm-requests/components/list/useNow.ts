// The current time for render, refreshed every minute (a limit date passes while the list is open).
import { useEffect, useState } from 'react';

const REFRESH_MS = 60_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
