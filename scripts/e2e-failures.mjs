#!/usr/bin/env node
/**
 * Prints, in a few lines each, the end-to-end tests that failed in the last run (Playwright's JSON report,
 * written under CI by playwright.config.ts). .ci/run calls it in its summary, so a failure's message is
 * among the last lines of the log, where a reader of a cut log still finds it.
 * Usage: node scripts/e2e-failures.mjs [report.json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const LINES_PER_ERROR = 14;
const reportPath = process.argv[2] ?? 'test-results/e2e-report.json';
if (!existsSync(reportPath)) process.exit(0);

const report = JSON.parse(readFileSync(reportPath, 'utf8'));

function* failures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const failed = test.results.filter((result) => !['passed', 'skipped'].includes(result.status));
      if (failed.length)
        yield { title: [...path, spec.title].join(' › '), project: test.projectName, failed };
    }
  }
  for (const child of suite.suites ?? []) yield* failures(child, path);
}

const found = [...report.suites.flatMap((suite) => [...failures(suite)])];
if (found.length === 0) process.exit(0);
console.log(`\nEnd-to-end tests that failed (${found.length}):`);
for (const { title, project, failed } of found) {
  console.log(`\n  [${project}] ${title}`);
  for (const result of failed) {
    for (const error of result.errors.length ? result.errors : [{ message: result.status }]) {
      // Without colour codes, which would only clutter a log file.
      const lines = stripVTControlCharacters(error.message ?? String(error.value ?? result.status)).split(
        '\n',
      );
      for (const line of lines.slice(0, LINES_PER_ERROR)) console.log(`    ${line}`);
      if (lines.length > LINES_PER_ERROR)
        console.log(`    … ${lines.length - LINES_PER_ERROR} more lines in the log above`);
    }
  }
}
