// Resolves on the first SIGINT or SIGTERM, for long-running commands that shut down cleanly.
export function waitForSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}
