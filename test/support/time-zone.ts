// Runs code under another time zone in this process: Node reads process.env.TZ again whenever it is set.
export function inTimeZone<T>(zone: string, run: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}
