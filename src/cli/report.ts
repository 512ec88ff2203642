// Prints an ingest report for people: the counts, then the first few problems with where they were.
import type { BatchReport } from '../ingest/pipeline';

export function printBatchReport(report: BatchReport, print: (line: string) => void = console.log): void {
  print(
    `read ${report.read}, skipped ${report.skipped} (untracked outlet), invalid ${report.invalid.length}, ` +
      `duplicates ${report.duplicates}, indexed ${report.indexed}, updated ${report.updated}, failed ${report.failed}`,
  );
  for (const { where, message } of report.invalid.slice(0, 20)) print(`  invalid ${where}: ${message}`);
  if (report.invalid.length > 20) print(`  … and ${report.invalid.length - 20} more invalid items`);
  for (const { id, error } of report.failures.slice(0, 20)) print(`  failed ${id}: ${error}`);
}
