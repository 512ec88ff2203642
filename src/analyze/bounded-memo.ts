// Remembering a pure function's answers by string key, for the analysis stage that sees the same member texts
// every cycle that changes their event. Bounded: when full it starts afresh, which is cheap and keeps memory flat
// in a process that runs for months (recent texts come back at once).
export function boundedMemo<T>(compute: (key: string) => T, limit: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= limit) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}
